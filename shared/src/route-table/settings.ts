/**
 * The routes a student reads their hostel's settings by, part of the route table (`routes.ts`). The
 * admin's own settings routes are with the registration routes, where the registration mode began.
 */
import type { RouteDef } from '../route-def';

export const settingsRoutes = {
  requestRules: {
    method: 'GET',
    path: '/api/requestRules',
    roles: ['student'],
    table: 'read',
    dynamo: ['GetItem'],
  },
} as const satisfies Record<string, RouteDef>;
