/** What the routes of `route-table/push.ts` answer on success, by status (push notifications). */
import * as push from '../answers/push';
import type { RouteAnswers } from '../route-def';
import type { pushRoutes } from '../route-table/push';

export const pushAnswers = {
  pushKey: { 200: push.pushKeyAnswer },
  savePushSubscription: { 200: push.pushDevicesAnswer },
  removePushSubscription: { 200: push.pushDevicesAnswer },
} as const satisfies Record<keyof typeof pushRoutes, RouteAnswers>;
