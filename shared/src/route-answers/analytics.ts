/** What the routes of `route-table/analytics.ts` answer on success, by status (analytics). */
import * as analytics from '../answers/analytics';
import type { RouteAnswers } from '../route-def';
import type { analyticsRoutes } from '../route-table/analytics';

export const analyticsAnswers = {
  analytics: { 200: analytics.analyticsAnswer },
} as const satisfies Record<keyof typeof analyticsRoutes, RouteAnswers>;
