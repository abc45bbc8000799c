/** The routes of allotting with the keepers' workload in view (issue 15), part of the route table (`routes.ts`). */
import type { RouteDef } from '../route-def';
import * as bulk from '../schemas/bulk-allot';
import * as daysOff from '../schemas/days-off';
import * as workload from '../schemas/workload';

export const allotmentRoutes = {
  allotOptions: {
    method: 'GET',
    path: '/api/allotOptions',
    roles: ['admin'],
    query: workload.allotOptionsQuery,
    table: 'read',
    dynamo: ['GetItem', 'Query', 'BatchGetItem'],
  },
  daysOff: {
    method: 'GET',
    path: '/api/daysOff',
    roles: ['admin', 'roomkeeper'],
    query: daysOff.daysOffQuery,
    table: 'read',
    dynamo: ['GetItem', 'Query'],
    refuses: ['auth.identityMismatch'],
  },
  setDayOff: {
    method: 'POST',
    path: '/api/daysOff',
    roles: ['admin', 'roomkeeper'],
    body: daysOff.setDayOffBody,
    table: 'write',
    dynamo: ['GetItem', 'ConditionCheckItem', 'UpdateItem', 'Query'],
    refuses: ['auth.identityMismatch'],
  },
  allotPlan: {
    method: 'POST',
    path: '/api/allotPlan',
    roles: ['admin'],
    body: bulk.allotPlanBody,
    table: 'read',
    dynamo: ['GetItem', 'Query', 'BatchGetItem'],
  },
  bulkAllot: {
    method: 'POST',
    path: '/api/bulkAllot',
    roles: ['admin'],
    body: bulk.bulkAllotBody,
    table: 'write',
    // The calls of `allotRequest` by keeper id, once per row.
    dynamo: ['GetItem', 'PutItem', 'UpdateItem'],
  },
  setDaysOffRange: {
    method: 'POST',
    path: '/api/daysOffRange',
    roles: ['admin', 'roomkeeper'],
    body: daysOff.setDaysOffBody,
    table: 'write',
    dynamo: ['GetItem', 'BatchGetItem', 'ConditionCheckItem', 'UpdateItem', 'Query'],
    refuses: ['auth.identityMismatch'],
  },
} as const satisfies Record<string, RouteDef>;
