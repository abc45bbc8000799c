import type { ManagedRoomkeeper, ManagedStudent } from '#shared/domain';
import { userRoutes } from '#shared/route-table/users';

import { hostelUsersPage } from '../data/user-lists';
import { normalizeSearch, searchHostelUsers } from '../data/user-search';
import type { UserRecord } from '../data/users';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

const toManagedStudent = (user: UserRecord): ManagedStudent => ({
  _id: user._id,
  name: user.name,
  email: user.email,
  phone: user.phone,
  ...(user.room !== undefined ? { room: user.room } : {}),
  ...(user.floor !== undefined ? { floor: user.floor } : {}),
  ...(user.roomId !== undefined ? { roomId: user.roomId } : {}),
  ...(user.bed !== undefined ? { bed: user.bed } : {}),
});

/** A keeper as the admin manages them: with their average rating (two decimals) and cleanings done. */
const toManagedRoomkeeper = (user: UserRecord): ManagedRoomkeeper => ({
  _id: user._id,
  name: user.name,
  email: user.email,
  phone: user.phone,
  ratingAverage: user.ratingCount > 0 ? Math.round((user.ratingSum / user.ratingCount) * 100) / 100 : null,
  ratingCount: user.ratingCount,
  completed: user.completed,
  ...(user.capacityMinutes !== undefined ? { capacityMinutes: user.capacityMinutes } : {}),
  ...(user.building !== undefined ? { building: user.building } : {}),
});

/**
 * A page of the admin's hostel's students or roomkeepers: by name, or with `search` those found by room, a
 * word of the name or email (`data/user-search.ts`): 200 {items, cursor?}.
 */
export const listUsers: RouteLogic<'listUsers'> = async ({ query, user }) => {
  const search = query.search ? normalizeSearch(query.search) : '';
  const list = { hostelId: user.hostelId, role: query.role, cursor: query.cursor, limit: query.limit };
  const page = search ? await searchHostelUsers({ ...list, search }) : await hostelUsersPage(list);
  return ok({
    ...page,
    items: page.items.map(query.role === 'student' ? toManagedStudent : toManagedRoomkeeper),
  });
};

export const handler = createHandler(userRoutes, 'listUsers', listUsers);
