/** What the routes of `route-table/residents.ts` answer on success, by status. */
import * as residents from '../answers/residents';
import type { RouteAnswers } from '../route-def';
import type { residentRoutes } from '../route-table/residents';

export const residentsAnswers = {
  assignResident: { 200: residents.residenceAnswer },
  previewResidentImport: { 200: residents.residentImportPreviewAnswer },
  applyResidentImport: { 200: residents.residentImportApplyAnswer },
  endOfTerm: { 200: residents.endOfTermAnswer },
  registrationRooms: { 200: residents.registrationRoomsAnswer },
} as const satisfies Record<keyof typeof residentRoutes, RouteAnswers>;
