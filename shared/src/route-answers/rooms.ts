/** What the routes of `route-table/rooms.ts` answer on success, by status (rooms and room types). */
import { createRequestAnswer } from '../answers/clean-request';
import * as rooms from '../answers/rooms';
import type { RouteAnswers } from '../route-def';
import type { roomRoutes } from '../route-table/rooms';

export const roomsAnswers = {
  roomTypes: { 200: rooms.roomTypesAnswer },
  updateRoomTypes: { 200: rooms.roomTypesAnswer },
  listRooms: { 200: rooms.roomListAnswer },
  createRoom: { 201: rooms.room },
  createRoomRange: { 200: rooms.roomRangeAnswer },
  updateRoom: { 200: rooms.room },
  setRoomService: { 200: rooms.room },
  previewRoomImport: { 200: rooms.importPreviewAnswer },
  applyRoomImport: { 200: rooms.importApplyAnswer },
  createRoomRequest: { 201: createRequestAnswer },
  roomRequests: { 200: rooms.roomRequestsAnswer },
  requestRooms: { 200: rooms.requestRoomsAnswer },
} as const satisfies Record<keyof typeof roomRoutes, RouteAnswers>;
