/**
 * The routes of registration approval: the admin's list of students waiting, approving and declining them.
 * Part of the route table (`routes.ts`); the registration mode itself is a hostel setting (`settings.ts`).
 */
import type { RouteDef } from '../route-def';
import * as registration from '../schemas/registration';

export const registrationRoutes = {
  listRegistrations: {
    method: 'GET',
    path: '/api/registrations',
    roles: ['admin'],
    query: registration.listRegistrationsQuery,
    table: 'read',
    dynamo: ['GetItem', 'Query'],
  },
  approveUsers: {
    method: 'POST',
    path: '/api/approveUsers',
    roles: ['admin'],
    body: registration.registrationIdsBody,
    table: 'write',
    // PutItem: the audit log's entry, in the approval's transaction (issue 34).
    dynamo: ['GetItem', 'BatchGetItem', 'UpdateItem', 'PutItem'],
    mail: true,
  },
  declineUsers: {
    method: 'POST',
    path: '/api/declineUsers',
    roles: ['admin'],
    body: registration.registrationIdsBody,
    table: 'write',
    // PutItem: the audit log's entry, in the decline's transaction (issue 34).
    dynamo: ['GetItem', 'BatchGetItem', 'UpdateItem', 'DeleteItem', 'PutItem'],
  },
} as const satisfies Record<string, RouteDef>;
