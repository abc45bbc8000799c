import { userRoutes } from '#shared/route-table/users';

import { removeUsers } from '../domain/user-removal';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * Removes students and roomkeepers of the admin's own hostel: 200 {removed: ids}; 404 an id that is not
 * a user of this hostel, 403 an admin, 400 the caller themselves. Removing a removed user is a no-op.
 */
export const deleteUsers: RouteLogic<'deleteUsers'> = async ({ body, user }) =>
  ok({ removed: await removeUsers(user, body.ids) });

export const handler = createHandler(userRoutes, 'deleteUsers', deleteUsers);
