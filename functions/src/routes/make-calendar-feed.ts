import { calendarRoutes } from '#shared/route-table/calendar';

import { makeCalendarFeed as makeFeed } from '../data/calendar-feeds';
import { env } from '../env';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { created } from '../http/reply';

/** The feed's address for a token: on the site's origin, as mailed links are, ending in `.ics`. */
export const calendarFeedUrl = (token: string) => `${env.appOrigin}/api/calendar/${token}.ics`;

/** Makes the caller a new calendar link, voiding the old one; the URL is shown this once. */
export const makeCalendarFeed: RouteLogic<'makeCalendarFeed'> = async ({ user }) => {
  const { token, createdAt } = await makeFeed(user);
  return created({ active: true as const, createdAt, url: calendarFeedUrl(token) });
};

export const handler = createHandler(calendarRoutes, 'makeCalendarFeed', makeCalendarFeed);
