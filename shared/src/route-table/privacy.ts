/**
 * People's data rights (issue 34): each person's download of everything the product holds about them, a
 * page at a time, an admin's erasure of a person, and the hostel's admin audit log. Part of the route table (`routes.ts`).
 */
import { anyRole, type RouteDef } from '../route-def';
import * as privacy from '../schemas/privacy';

export const privacyRoutes = {
  myData: {
    method: 'GET',
    path: '/api/myData',
    roles: anyRole,
    query: privacy.myDataQuery,
    table: 'read',
    dynamo: ['GetItem', 'BatchGetItem', 'Query'],
    // A student awaiting approval holds data too (their profile), and may download it.
    openToAwaiting: true,
    refuses: ['input.badCursor'],
  },
  auditLog: {
    method: 'GET',
    path: '/api/auditLog',
    roles: ['admin'],
    query: privacy.auditLogQuery,
    table: 'read',
    dynamo: ['GetItem', 'Query'],
    refuses: ['input.badCursor'],
  },
  eraseUser: {
    method: 'POST',
    path: '/api/eraseUser',
    roles: ['admin'],
    body: privacy.eraseUserBody,
    table: 'write',
    dynamo: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    refuses: ['user.removeSelf', 'user.notRemovable'],
  },
} as const satisfies Record<string, RouteDef>;
