/** What the routes of `route-table/notifications.ts` answer on success, by status (notifications, the live poll and the timeline). */
import { noBody } from '../answers/entities';
import * as notifications from '../answers/notifications';
import type { RouteAnswers } from '../route-def';
import type { notificationRoutes } from '../route-table/notifications';

export const notificationsAnswers = {
  listNotifications: { 200: notifications.listNotificationsAnswer },
  readNotifications: { 200: notifications.readNotificationsAnswer },
  live: { 200: notifications.liveAnswer, 304: noBody },
  requestTimeline: { 200: notifications.requestTimelineAnswer },
} as const satisfies Record<keyof typeof notificationRoutes, RouteAnswers>;
