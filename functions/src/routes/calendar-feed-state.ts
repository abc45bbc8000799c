import { calendarRoutes } from '#shared/route-table/calendar';

import type { UserRecord } from '../data/users';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** Whether a user has a calendar link and since when: never its token, which only its making shows. */
export const feedStateOf = (user: Pick<UserRecord, 'calendarFeedHash' | 'calendarFeedAt'>) =>
  user.calendarFeedHash
    ? { active: true, ...(user.calendarFeedAt ? { createdAt: user.calendarFeedAt } : {}) }
    : { active: false };

/** The caller's calendar link state, from the user item authentication read: no further call. */
export const calendarFeedState: RouteLogic<'calendarFeedState'> = async ({ user }) => ok(feedStateOf(user));

export const handler = createHandler(calendarRoutes, 'calendarFeedState', calendarFeedState);
