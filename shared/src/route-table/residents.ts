/**
 * A hostel's residents (issue 30): an admin puts a student in a room (and bed) or moves them, imports
 * residents from a CSV, and empties a building or floor at the end of a term; a student registering picks
 * a room from the hostel's list. Part of the route table (`routes.ts`).
 */
import { residentLimits } from '../residents';
import type { RouteDef } from '../route-def';
import * as residents from '../schemas/residents';

/** A CSV sent as JSON text: quotes and line breaks are escaped, so the body may be up to twice the file. */
const importBodyBytes = 2 * residentLimits.importBytes + 1024;

export const residentRoutes = {
  assignResident: {
    method: 'POST',
    path: '/api/assignResident',
    roles: ['admin'],
    body: residents.assignResidentBody,
    table: 'write',
    dynamo: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    refuses: ['room.bedInvalid', 'resident.notStudent'],
  },
  previewResidentImport: {
    method: 'POST',
    path: '/api/residentImport/preview',
    roles: ['admin'],
    body: residents.residentImportBody,
    maxBodyBytes: importBodyBytes,
    table: 'read',
    dynamo: ['GetItem', 'BatchGetItem'],
    refuses: ['import.empty', 'residentImport.tooManyLines'],
  },
  applyResidentImport: {
    method: 'POST',
    path: '/api/residentImport/apply',
    roles: ['admin'],
    body: residents.residentImportApplyBody,
    maxBodyBytes: importBodyBytes,
    table: 'write',
    dynamo: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    mail: true,
    refuses: ['import.hasErrors'],
  },
  endOfTerm: {
    method: 'POST',
    path: '/api/endOfTerm',
    roles: ['admin'],
    body: residents.endOfTermBody,
    table: 'write',
    dynamo: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    refuses: ['input.badCursor'],
  },
  registrationRooms: {
    method: 'GET',
    path: '/api/registrationRooms',
    roles: 'public',
    query: residents.registrationRoomsQuery,
    table: 'read',
    dynamo: ['GetItem', 'Query'],
  },
} as const satisfies Record<string, RouteDef>;
