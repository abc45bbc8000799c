/** What the routes of `route-table/alerts.ts` answer on success, by status (alerts). */
import * as overdue from '../answers/overdue';
import type { RouteAnswers } from '../route-def';
import type { alertRoutes } from '../route-table/alerts';

export const alertsAnswers = {
  overdueRequests: { 200: overdue.overdueAnswer },
} as const satisfies Record<keyof typeof alertRoutes, RouteAnswers>;
