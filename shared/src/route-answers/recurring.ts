/** What the routes of `route-table/recurring.ts` answer on success, by status (issue 31). */
import { changedRequestAnswer } from '../answers/clean-request';
import * as recurring from '../answers/recurring';
import type { RouteAnswers } from '../route-def';
import type { recurringRoutes } from '../route-table/recurring';

export const recurringAnswers = {
  listRecurrences: { 200: recurring.recurrencesAnswer },
  createRecurrence: { 201: recurring.recurrenceAnswer },
  updateRecurrence: { 200: recurring.recurrenceAnswer },
  previewRecurrence: { 200: recurring.recurrencePreviewAnswer },
  skipRecurringClean: { 200: changedRequestAnswer },
  moveRecurringClean: { 200: changedRequestAnswer },
  roomRecurringCleans: { 200: recurring.roomRecurringAnswer },
} as const satisfies Record<keyof typeof recurringRoutes, RouteAnswers>;
