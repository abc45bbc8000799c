/** What the inspection routes answer (`route-table/inspections.ts`), by status. */
import * as inspections from '../answers/inspections';
import type { RouteAnswers } from '../route-def';
import type { inspectionRoutes } from '../route-table/inspections';

export const inspectionsAnswers = {
  checklists: { 200: inspections.checklistsAnswer },
  updateChecklists: { 200: inspections.checklistsAnswer },
  inspection: { 200: inspections.inspectionAnswer },
  inspectRequest: { 201: inspections.inspectAnswer },
  inspectionsDue: { 200: inspections.inspectionsDueAnswer },
  feedbackReclean: { 201: inspections.feedbackRecleanAnswer },
} as const satisfies Record<keyof typeof inspectionRoutes, RouteAnswers>;
