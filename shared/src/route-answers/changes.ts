/** What the routes of `route-table/changes.ts` answer on success, by status (issue 28). */
import * as requests from '../answers/clean-request';
import type { RouteAnswers } from '../route-def';
import type { changeRoutes } from '../route-table/changes';

export const changesAnswers = {
  cancelRequest: { 200: requests.deleteRequestAnswer },
  rescheduleRequest: { 200: requests.changedRequestAnswer },
} as const satisfies Record<keyof typeof changeRoutes, RouteAnswers>;
