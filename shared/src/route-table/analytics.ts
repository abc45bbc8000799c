/** The hostel's numbers over time (issue 16), part of the route table (`routes.ts`). */
import type { RouteDef } from '../route-def';
import * as analytics from '../schemas/analytics';

export const analyticsRoutes = {
  analytics: {
    method: 'GET',
    path: '/api/analytics',
    roles: ['admin', 'roomkeeper'],
    query: analytics.analyticsQuery,
    table: 'read',
    dynamo: ['GetItem', 'Query'],
  },
} as const satisfies Record<string, RouteDef>;
