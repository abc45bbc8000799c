/**
 * The routes a student reads their hostel's settings by, part of the route table (`routes.ts`). The
 * admin's own settings routes are with the registration routes, where the registration mode began.
 */
import type { RouteDef } from '../route-def';
import * as settings from '../schemas/hostel-settings';

export const settingsRoutes = {
  requestRules: {
    method: 'GET',
    path: '/api/requestRules',
    roles: ['student'],
    table: 'read',
    dynamo: ['GetItem'],
    responses: { 200: settings.requestRulesAnswer },
  },
} as const satisfies Record<string, RouteDef>;
