/**
 * The clean-request workflow: creating, the three dashboards, allotting, starting, rejecting, completing, deleting,
 * and the history. Part of the route table (`routes.ts`).
 */
import { anyRole, type RouteDef } from '../route-def';
import * as requests from '../schemas/clean-request';

export const requestRoutes = {
  createRequest: {
    method: 'POST',
    path: '/api/createRequest',
    roles: ['student'],
    body: requests.createRequestBody,
    table: 'write',
    dynamo: ['GetItem', 'PutItem', 'UpdateItem', 'ConditionCheckItem'],
  },
  adminDashboard: {
    method: 'GET',
    path: '/api/admin/dashboard',
    roles: ['admin'],
    query: requests.adminDashboardQuery,
    table: 'read',
    dynamo: ['GetItem', 'Query'],
  },
  roomkeeperDashboard: {
    method: 'GET',
    path: '/api/roomkeeper/dashboard',
    roles: ['roomkeeper'],
    query: requests.roomkeeperDashboardQuery,
    table: 'read',
    dynamo: ['GetItem', 'BatchGetItem', 'Query'],
  },
  studentDashboard: {
    method: 'GET',
    path: '/api/student/dashboard',
    roles: ['student'],
    query: requests.studentDashboardQuery,
    table: 'read',
    dynamo: ['GetItem', 'BatchGetItem', 'Query'],
  },
  listRoomkeepers: {
    method: 'GET',
    path: '/api/allotRequest',
    roles: ['admin'],
    query: requests.hostelQuery,
    table: 'read',
    dynamo: ['GetItem', 'Query'],
  },
  allotRequest: {
    method: 'POST',
    path: '/api/allotRequest',
    roles: ['admin'],
    body: requests.allotRequestBody,
    table: 'write',
    dynamo: ['GetItem', 'Query', 'PutItem', 'UpdateItem'],
  },
  schedule: {
    method: 'GET',
    path: '/api/schedule',
    roles: ['admin'],
    query: requests.scheduleQuery,
    table: 'read',
    dynamo: ['GetItem', 'Query'],
  },
  rejectRequest: {
    method: 'POST',
    path: '/api/rejectRequest',
    roles: ['admin', 'roomkeeper'],
    body: requests.rejectRequestBody,
    table: 'write',
    dynamo: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
  },
  startRequest: {
    method: 'POST',
    path: '/api/startRequest',
    roles: ['roomkeeper'],
    body: requests.startRequestBody,
    table: 'write',
    dynamo: ['GetItem', 'PutItem', 'UpdateItem'],
  },
  completeRequest: {
    method: 'POST',
    path: '/api/completeRequest',
    roles: ['roomkeeper'],
    body: requests.completeRequestBody,
    table: 'write',
    dynamo: ['GetItem', 'PutItem', 'UpdateItem'],
  },
  deleteRequest: {
    method: 'POST',
    path: '/api/deleteRequest',
    roles: ['student'],
    body: requests.deleteRequestBody,
    table: 'write',
    dynamo: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
  },
  listRequests: {
    method: 'GET',
    path: '/api/requests',
    roles: anyRole,
    query: requests.listRequestsQuery,
    table: 'read',
    dynamo: ['GetItem', 'Query'],
  },
  // Issue 28: a student cancels their Pending or Scheduled request before the hostel's cutoff.
  cancelRequest: {
    method: 'POST',
    path: '/api/cancelRequest',
    roles: ['student'],
    body: requests.cancelRequestBody,
    table: 'write',
    dynamo: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
  },
  // Issue 28: another date or time, asked by the student before the cutoff or set by the admin.
  rescheduleRequest: {
    method: 'POST',
    path: '/api/rescheduleRequest',
    roles: ['student', 'admin'],
    body: requests.rescheduleRequestBody,
    table: 'write',
    dynamo: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
  },
} as const satisfies Record<string, RouteDef>;
