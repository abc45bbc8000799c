/**
 * Users: the admin's lists, invitations and removals, and everyone's own profile and password. Part of the
 * route table (`routes.ts`).
 */
import { anyRole, type RouteDef } from '../route-def';
import * as effort from '../schemas/effort';
import * as users from '../schemas/user';

export const userRoutes = {
  listUsers: {
    method: 'GET',
    path: '/api/users',
    roles: ['admin'],
    query: users.listUsersQuery,
    table: 'read',
    dynamo: ['GetItem', 'Query', 'BatchGetItem'],
  },
  createUser: {
    method: 'POST',
    path: '/api/users',
    roles: ['admin'],
    body: users.createUserBody,
    table: 'write',
    dynamo: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    mail: true,
  },
  deleteUsers: {
    method: 'POST',
    path: '/api/deleteUsers',
    roles: ['admin'],
    body: users.deleteUsersBody,
    table: 'write',
    dynamo: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
  },
  updateUser: {
    method: 'POST',
    path: '/api/updateUser',
    roles: anyRole,
    body: users.updateUserBody,
    maxBodyBytes: 1024 * 1024,
    table: 'write',
    dynamo: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    openToAwaiting: true,
  },
  updatePassword: {
    method: 'POST',
    path: '/api/updatePassword',
    roles: anyRole,
    body: users.updatePasswordBody,
    table: 'write',
    dynamo: ['GetItem', 'UpdateItem'],
    signsTokens: true,
    auth: true,
    openToAwaiting: true,
    setsPassword: true,
  },
  // A roomkeeper's own minutes of work a day and their building (issue 30): the admin's, over their own
  // hostel's keepers. A building is checked against the floors' counters (one Query).
  setKeeperCapacity: {
    method: 'POST',
    path: '/api/keeperCapacity',
    roles: ['admin'],
    body: effort.keeperCapacityBody,
    table: 'write',
    // The update and the audit log's entry (a Put) in one transaction.
    dynamo: ['GetItem', 'Query', 'UpdateItem', 'PutItem'],
    refuses: ['keeper.buildingUnknown'],
  },
} as const satisfies Record<string, RouteDef>;
