/**
 * A request's cancel and its move to another date or time (issue 28): the student's own until the hostel's
 * cutoff, the admin's for any request of the hostel. Part of the route table (`routes.ts`); a group of its
 * own, so its functions build only these schemas.
 */
import type { RouteDef } from '../route-def';
import * as requests from '../schemas/request-changes';

export const changeRoutes = {
  // A student cancels their Pending or Scheduled request before the hostel's cutoff.
  cancelRequest: {
    method: 'POST',
    path: '/api/cancelRequest',
    roles: ['student'],
    body: requests.cancelRequestBody,
    table: 'write',
    dynamo: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
  },
  // Another date or time, asked by the student before the cutoff or set by the admin.
  rescheduleRequest: {
    method: 'POST',
    path: '/api/rescheduleRequest',
    roles: ['student', 'admin'],
    body: requests.rescheduleRequestBody,
    table: 'write',
    dynamo: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
  },
} as const satisfies Record<string, RouteDef>;
