import { getStoredUsers, RemovalConflict, removeUser } from '../data/user-admin';
import { createHandler, type RequestContext } from '../http/create-handler';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { ok, type Reply } from '../http/reply';

/**
 * Removes students and roomkeepers of the admin's own hostel: 200 {removed: ids}. Every id is checked
 * before anything changes: an id that is not a user of this hostel is 404 (the same answer whether it
 * exists elsewhere or not at all), an admin 403, the caller themselves 400. Removing an already
 * removed user again is a no-op, so a retried call completes.
 */
export async function deleteUsers({ body, user: admin }: RequestContext<'deleteUsers'>): Promise<Reply> {
  const ids = [...new Set(body.ids)];
  if (ids.includes(admin._id)) throw badRequest('You cannot remove your own account');
  const stored = await getStoredUsers(ids);
  for (const id of ids) {
    const user = stored.get(id);
    if (!user || user.hostelId !== admin.hostelId) throw notFound('No such user in your hostel');
    if (user.role === 'admin') throw forbidden('Only students and roomkeepers can be removed');
  }
  for (const id of ids) {
    try {
      await removeUser(id, admin);
    } catch (error) {
      if (error instanceof RemovalConflict) throw conflict('A user changed while being removed; try again');
      throw error;
    }
  }
  return ok({ removed: ids });
}

export const handler = createHandler('deleteUsers', deleteUsers);
