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
    refuses: ['request.roomNotAllowed'],
  },
  adminDashboard: {
    method: 'GET',
    path: '/api/admin/dashboard',
    roles: ['admin'],
    query: requests.adminDashboardQuery,
    table: 'read',
    dynamo: ['GetItem', 'Query'],
    refuses: ['auth.identityMismatch'],
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
    refuses: ['auth.identityMismatch'],
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
    // A Can't clean's problem report (issue 32) needs the request's room in the inventory.
    refuses: ['request.notAllottedToYou', 'maintenance.roomRequired'],
  },
  startRequest: {
    method: 'POST',
    path: '/api/startRequest',
    roles: ['roomkeeper'],
    body: requests.startRequestBody,
    table: 'write',
    dynamo: ['GetItem', 'PutItem', 'UpdateItem'],
    refuses: ['request.notAllottedToYou'],
  },
  completeRequest: {
    method: 'POST',
    path: '/api/completeRequest',
    roles: ['roomkeeper'],
    body: requests.completeRequestBody,
    table: 'write',
    dynamo: ['GetItem', 'PutItem', 'UpdateItem'],
    // Photo proof (issue 32): the hostel asks for a photo; a key not of the keeper's hostel's uploads.
    refuses: ['request.notAllottedToYou', 'photo.required', 'photo.notYours'],
  },
  deleteRequest: {
    method: 'POST',
    path: '/api/deleteRequest',
    roles: ['student'],
    body: requests.deleteRequestBody,
    table: 'write',
    dynamo: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    refuses: ['request.notYours'],
  },
  listRequests: {
    method: 'GET',
    path: '/api/requests',
    roles: anyRole,
    query: requests.listRequestsQuery,
    table: 'read',
    // BatchGetItem: a keeper's Scheduled rows carry the student's contact.
    dynamo: ['GetItem', 'Query', 'BatchGetItem'],
    refuses: ['auth.roleNotAllowed', 'input.badCursor'],
  },
} as const satisfies Record<string, RouteDef>;
