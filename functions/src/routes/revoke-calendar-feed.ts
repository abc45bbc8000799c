import { calendarRoutes } from '#shared/route-table/calendar';

import { revokeCalendarFeed as revokeFeed } from '../data/calendar-feeds';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** Voids the caller's calendar link (nothing to do without one): its feed answers 404 from now on. */
export const revokeCalendarFeed: RouteLogic<'revokeCalendarFeed'> = async ({ user }) => {
  await revokeFeed(user);
  return ok({ active: false });
};

export const handler = createHandler(calendarRoutes, 'revokeCalendarFeed', revokeCalendarFeed);
