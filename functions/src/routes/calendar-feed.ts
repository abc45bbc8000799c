import { createHash } from 'node:crypto';

import { isLanguage } from '#shared/languages';
import { calendarRoutes } from '#shared/route-table/calendar';

import { feedText } from '../calendar/feed-ics';
import { feedRequests } from '../calendar/feed-requests';
import { calendarFeedOwner, calendarTokenHash } from '../data/calendar-feeds';
import { rulesOf } from '../data/hostel-settings';
import { batchGet } from '../data/store/batch-get';
import { keys } from '../data/store/keys';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { headerOf } from '../http/headers';
import { refuse } from '../refusal';

/** A token as links carry it: 32 random bytes in base64url, `.ics` on the end or not. */
const tokenPattern = /^([A-Za-z0-9_-]{43})(\.ics)?$/;

/** Calendar apps fetch a feed every few hours; a quarter of an hour in their cache and ours is plenty. */
const cacheControl = 'private, max-age=900';

/**
 * An unknown, replaced, revoked or malformed token is answered as a path with no route: the same 404 and
 * body whatever the reason, so a token cannot be probed.
 */
const missing = () => refuse('route.notFound');

/**
 * The public calendar feed (issue 33): the token is the only credential. One GetItem of the token's item,
 * one BatchGetItem of its owner and their hostel (the owner must still hold this token: a removed user's
 * or a changed role's link opens nothing) and a bounded Query per status partition it lists. The text is
 * the same while nothing in it changed, so its hash is an ETag and a client asking with it gets 304.
 */
export const calendarFeed: RouteLogic<'calendarFeed'> = async ({ params, event }) => {
  const token = tokenPattern.exec(params.token)?.[1];
  if (!token) throw missing();
  const owner = await calendarFeedOwner(token);
  if (!owner) throw missing();
  const items = await batchGet([keys.user(owner.userId), keys.hostel(owner.hostelId)]);
  const user = items.find((item) => item.sk === 'USER');
  const hostel = items.find((item) => item.sk === 'HOSTEL');
  if (
    !user ||
    user.deletedAt !== undefined ||
    user.calendarFeedHash !== calendarTokenHash(token) ||
    user.hostelId !== owner.hostelId ||
    user.role !== owner.role
  )
    throw missing();
  const { timeZone } = rulesOf(hostel);
  const requests = await feedRequests(owner, timeZone);
  const text = feedText(
    {
      role: owner.role,
      hostelId: owner.hostelId,
      hostelName: String(user.hostel ?? ''),
      language: typeof user.language === 'string' && isLanguage(user.language) ? user.language : 'en',
      timeZone,
    },
    requests,
  );
  const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
  const headers = { 'cache-control': cacheControl, etag };
  if (headerOf(event, 'if-none-match') === etag) return { status: 304, body: undefined, headers };
  return {
    status: 200,
    body: text,
    headers: {
      ...headers,
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'inline; filename="hostel-clean.ics"',
    },
  };
};

export const handler = createHandler(calendarRoutes, 'calendarFeed', calendarFeed);
