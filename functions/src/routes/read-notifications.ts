import { notificationRoutes } from '#shared/route-table/notifications';

import { markRead } from '../data/notifications';
import { getUser } from '../data/users';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** Marks some (at most 25) or all of the caller's notifications read; answers what stays unread. */
export const readNotifications: RouteLogic<'readNotifications'> = async ({ body, user }) => {
  await markRead(user._id, 'all' in body ? 'all' : body.ids);
  const after = await getUser(user._id);
  return ok({ unread: Math.max(0, after?.unreadNotes ?? 0) });
};

export const handler = createHandler(notificationRoutes, 'readNotifications', readNotifications);
