/**
 * A hostel's rooms and room types (issue 30), managed by its admin: the types with their minutes, the
 * rooms by building and floor, ranges, edits, service changes and CSV imports. Part of the route table
 * (`routes.ts`); keepers will read rooms later. Requests on rooms: an admin's request for any room, a
 * room's requests, and the rooms a student may ask for.
 */
import { roomLimits } from '../rooms';
import type { RouteDef } from '../route-def';
import * as requests from '../schemas/clean-request';
import * as rooms from '../schemas/rooms';

/** A CSV sent as JSON text: quotes and line breaks are escaped, so the body may be up to twice the file. */
const importBodyBytes = 2 * roomLimits.importBytes + 1024;

export const roomRoutes = {
  roomTypes: {
    method: 'GET',
    path: '/api/roomTypes',
    roles: ['admin'],
    table: 'read',
    dynamo: ['GetItem'],
  },
  updateRoomTypes: {
    method: 'POST',
    path: '/api/roomTypes',
    roles: ['admin'],
    body: rooms.roomTypesBody,
    table: 'write',
    dynamo: ['GetItem', 'PutItem'],
    refuses: ['room.typeRemoved'],
  },
  listRooms: {
    method: 'GET',
    path: '/api/rooms',
    roles: ['admin'],
    query: rooms.listRoomsQuery,
    table: 'read',
    dynamo: ['GetItem', 'Query'],
    refuses: ['input.badCursor'],
  },
  createRoom: {
    method: 'POST',
    path: '/api/rooms',
    roles: ['admin'],
    body: rooms.createRoomBody,
    table: 'write',
    dynamo: ['GetItem', 'PutItem', 'UpdateItem'],
    refuses: ['room.typeUnknown'],
  },
  createRoomRange: {
    method: 'POST',
    path: '/api/roomRange',
    roles: ['admin'],
    body: rooms.roomRangeBody,
    table: 'write',
    dynamo: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem'],
    refuses: ['room.rangeTooLarge'],
  },
  updateRoom: {
    method: 'POST',
    path: '/api/updateRoom',
    roles: ['admin'],
    body: rooms.updateRoomBody,
    table: 'write',
    dynamo: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
  },
  setRoomService: {
    method: 'POST',
    path: '/api/roomService',
    roles: ['admin'],
    body: rooms.roomServiceBody,
    table: 'write',
    dynamo: ['GetItem', 'PutItem', 'UpdateItem'],
  },
  previewRoomImport: {
    method: 'POST',
    path: '/api/roomImport/preview',
    roles: ['admin'],
    body: rooms.roomImportBody,
    maxBodyBytes: importBodyBytes,
    table: 'read',
    dynamo: ['GetItem', 'BatchGetItem'],
    refuses: ['import.empty'],
  },
  applyRoomImport: {
    method: 'POST',
    path: '/api/roomImport/apply',
    roles: ['admin'],
    body: rooms.roomImportApplyBody,
    maxBodyBytes: importBodyBytes,
    table: 'write',
    dynamo: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem'],
    refuses: ['import.hasErrors'],
  },
  createRoomRequest: {
    method: 'POST',
    path: '/api/roomRequests',
    roles: ['admin'],
    body: requests.roomRequestBody,
    table: 'write',
    dynamo: ['GetItem', 'PutItem', 'UpdateItem', 'ConditionCheckItem'],
  },
  roomRequests: {
    method: 'GET',
    path: '/api/roomRequests',
    roles: ['admin'],
    query: requests.roomRequestsQuery,
    table: 'read',
    dynamo: ['GetItem', 'Query', 'BatchGetItem'],
  },
  requestRooms: {
    method: 'GET',
    path: '/api/requestRooms',
    roles: ['student'],
    table: 'read',
    dynamo: ['GetItem', 'Query'],
  },
} as const satisfies Record<string, RouteDef>;
