/**
 * The routes a student reads their hostel's settings by, part of the route table (`routes.ts`). The
 * admin's own settings routes are with the registration routes, where the registration mode began.
 */
import { anyRole, type RouteDef } from '../route-def';

export const settingsRoutes = {
  // Every signed-in role reads its hostel's rules: the time zone in them is the clock "today" is read on.
  requestRules: {
    method: 'GET',
    path: '/api/requestRules',
    roles: anyRole,
    table: 'read',
    dynamo: ['GetItem'],
  },
} as const satisfies Record<string, RouteDef>;
