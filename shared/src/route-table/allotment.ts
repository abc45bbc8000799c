/** The routes of allotting with the keepers' workload in view (issue 15), part of the route table (`routes.ts`). */
import type { RouteDef } from '../route-def';
import * as workload from '../schemas/workload';

export const allotmentRoutes = {
  allotOptions: {
    method: 'GET',
    path: '/api/allotOptions',
    roles: ['admin'],
    query: workload.allotOptionsQuery,
    table: 'read',
    dynamo: ['GetItem', 'Query', 'BatchGetItem'],
    responses: { 200: workload.allotOptionsAnswer },
  },
} as const satisfies Record<string, RouteDef>;
