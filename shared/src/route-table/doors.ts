/**
 * Door codes (issue 33): the admin's print sheet of QR codes for a building or floor (codes made for the
 * rooms that have none) and a room's replacement code; and what a scanned code opens for whoever is signed
 * in: the room, a resident's clean, a keeper's cleans of it today (the scan recorded on their timelines)
 * and a maintenance report of a problem in it (issue 32). Part of the route table (`routes.ts`).
 */
import { anyRole, type RouteDef } from '../route-def';
import * as doors from '../schemas/doors';

export const doorRoutes = {
  printDoorCodes: {
    method: 'POST',
    path: '/api/doorCodes',
    roles: ['admin'],
    body: doors.printDoorCodesBody,
    table: 'write',
    dynamo: ['GetItem', 'Query', 'PutItem', 'UpdateItem'],
  },
  replaceDoorCode: {
    method: 'POST',
    path: '/api/doorCodes/replace',
    roles: ['admin'],
    body: doors.replaceDoorCodeBody,
    table: 'write',
    dynamo: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
  },
  openDoor: {
    method: 'GET',
    path: '/api/doors/{code}',
    roles: anyRole,
    params: doors.doorCodeParams,
    table: 'read',
    dynamo: ['GetItem', 'BatchGetItem', 'Query'],
  },
  scanDoor: {
    method: 'POST',
    path: '/api/doors/{code}/scan',
    roles: ['roomkeeper'],
    params: doors.doorCodeParams,
    table: 'write',
    dynamo: ['GetItem', 'BatchGetItem', 'Query', 'UpdateItem'],
  },
  reportDoorProblem: {
    method: 'POST',
    path: '/api/doors/{code}/report',
    roles: anyRole,
    params: doors.doorCodeParams,
    body: doors.doorReportBody,
    table: 'write',
    dynamo: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem'],
  },
} as const satisfies Record<string, RouteDef>;
