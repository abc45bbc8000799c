import { getStoredUsers, RemovalConflict, removeUser } from '../data/user-admin';
import { refuse } from '../domain/refusal';
import { createHandler, type RequestContext } from '../http/create-handler';
import { ok, type Reply } from '../http/reply';

/**
 * Removes students and roomkeepers of the admin's own hostel: 200 {removed: ids}. Every id is checked
 * before anything changes: an id that is not a user of this hostel is 404 (the same answer whether it
 * exists elsewhere or not at all), an admin 403, the caller themselves 400. Removing an already
 * removed user again is a no-op, so a retried call completes.
 */
export async function deleteUsers({ body, user: admin }: RequestContext<'deleteUsers'>): Promise<Reply> {
  const ids = [...new Set(body.ids)];
  if (ids.includes(admin._id)) throw refuse('user.removeSelf');
  const stored = await getStoredUsers(ids);
  for (const id of ids) {
    const user = stored.get(id);
    if (!user || user.hostelId !== admin.hostelId) throw refuse('user.notFound');
    if (user.role === 'admin') throw refuse('user.notRemovable');
  }
  for (const id of ids) {
    try {
      await removeUser(id, admin);
    } catch (error) {
      if (error instanceof RemovalConflict) throw refuse('user.changedWhileRemoving');
      throw error;
    }
  }
  return ok({ removed: ids });
}

export const handler = createHandler('deleteUsers', deleteUsers);
