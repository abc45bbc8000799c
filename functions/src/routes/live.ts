import { liveTag } from '#shared/notification-kinds';
import { notificationRoutes } from '#shared/route-table/notifications';

import { getStamp } from '../data/notifications';
import { keys } from '../data/store/keys';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { headerOf } from '../http/headers';
import { ok } from '../http/reply';

/**
 * The poll of every open page: the hostel's change stamp and the caller's unread count. The stamp is read
 * in the same call as the caller's user item, which authentication reads anyway: one BatchGetItem a poll
 * (a session older than that reads it after, with a GetItem). Asked with the ETag it last got, it answers
 * 304 with no body while both are unchanged.
 */
export const live: RouteLogic<'live'> = async ({ event, user, alongside }) => {
  const stamp = alongside ? Number(alongside.item?.stamp ?? 0) : await getStamp(user.hostelId);
  const unread = Math.max(0, user.unreadNotes);
  const etag = liveTag({ stamp, unread });
  if (headerOf(event, 'if-none-match') === etag) return { status: 304, body: undefined, headers: { etag } };
  return { ...ok({ stamp, unread }), headers: { etag } };
};

export const handler = createHandler(notificationRoutes, 'live', live, { alongside: keys.hostelStamp });
