/** What the routes of `route-table/allotment.ts` answer on success, by status (allotment). */
import * as bulk from '../answers/bulk-allot';
import * as daysOff from '../answers/days-off';
import * as workload from '../answers/workload';
import type { RouteAnswers } from '../route-def';
import type { allotmentRoutes } from '../route-table/allotment';

export const allotmentAnswers = {
  allotOptions: { 200: workload.allotOptionsAnswer },
  daysOff: { 200: daysOff.daysOffAnswer },
  setDayOff: { 200: daysOff.daysOffAnswer },
  allotPlan: { 200: bulk.allotPlanAnswer },
  bulkAllot: { 200: bulk.bulkAllotAnswer },
  setDaysOffRange: { 200: daysOff.daysOffRangeAnswer },
} as const satisfies Record<keyof typeof allotmentRoutes, RouteAnswers>;
