/** What the routes of `route-table/doors.ts` answer on success, by status (door codes, issue 33). */
import * as doors from '../answers/doors';
import type { RouteAnswers } from '../route-def';
import type { doorRoutes } from '../route-table/doors';

export const doorsAnswers = {
  printDoorCodes: { 200: doors.printDoorCodesAnswer },
  replaceDoorCode: { 200: doors.replaceDoorCodeAnswer },
  openDoor: { 200: doors.openDoorAnswer },
  scanDoor: { 200: doors.scanDoorAnswer },
  reportDoorProblem: { 200: doors.reportDoorProblemAnswer },
} as const satisfies Record<keyof typeof doorRoutes, RouteAnswers>;
