/** What the routes of `route-table/calendar.ts` answer on success, by status (calendar links and the feed). */
import * as calendar from '../answers/calendar';
import { noBody } from '../answers/entities';
import type { RouteAnswers } from '../route-def';
import type { calendarRoutes } from '../route-table/calendar';

export const calendarAnswers = {
  calendarFeedState: { 200: calendar.calendarFeedStateAnswer },
  makeCalendarFeed: { 201: calendar.calendarFeedMadeAnswer },
  revokeCalendarFeed: { 200: calendar.calendarFeedStateAnswer },
  calendarFeed: { 200: calendar.calendarFeedText, 304: noBody },
} as const satisfies Record<keyof typeof calendarRoutes, RouteAnswers>;
