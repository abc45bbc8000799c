import { notificationRoutes } from '#shared/route-table/notifications';

import { notificationsPage } from '../data/notifications';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** `{items, cursor?, unread}`: the caller's own notifications, newest first; the count is their counter. */
export const listNotifications: RouteLogic<'listNotifications'> = async ({ query, user }) => {
  const page = await notificationsPage(user._id, query.cursor);
  return ok({ ...page, unread: Math.max(0, user.unreadNotes) });
};

export const handler = createHandler(notificationRoutes, 'listNotifications', listNotifications);
