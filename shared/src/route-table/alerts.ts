/** The routes of a hostel's overdue work (issue 15), part of the route table (`routes.ts`). */
import type { RouteDef } from '../route-def';

export const alertRoutes = {
  overdueRequests: {
    method: 'GET',
    path: '/api/overdueRequests',
    roles: ['admin'],
    table: 'read',
    dynamo: ['GetItem', 'Query'],
  },
} as const satisfies Record<string, RouteDef>;
