/** What the routes of `route-table/privacy.ts` answer on success, by status. */
import * as privacy from '../answers/privacy';
import type { RouteAnswers } from '../route-def';
import type { privacyRoutes } from '../route-table/privacy';

export const privacyAnswers = {
  myData: { 200: privacy.myDataPage },
  auditLog: { 200: privacy.auditLogPage },
  eraseUser: { 200: privacy.eraseUserAnswer },
} as const satisfies Record<keyof typeof privacyRoutes, RouteAnswers>;
