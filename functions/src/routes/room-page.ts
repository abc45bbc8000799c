import { boardRoutes } from '#shared/route-table/board';

import { keptBuilding, sameBuilding } from '../data/keeper-building';
import { readRoomPage } from '../data/room-page';
import { getRoomTypes } from '../data/room-types';
import { roomAnswer } from '../data/rooms';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';
import { refuse } from '../refusal';

/**
 * One room of the caller's hostel with its residents, requests, cleans, ratings and service history: one
 * Query of its partition, beside the hostel's room types for its minutes. Another hostel's room is not in
 * the caller's hostel's key, so it answers as a missing one; and a keeper the admin gave a building gets a
 * room of another building answered exactly as a missing one too (404 `room.notFound`).
 */
export const roomPage: RouteLogic<'roomPage'> = async ({ query, user }) => {
  const [page, types] = await Promise.all([
    readRoomPage(user.hostelId, query.roomId),
    getRoomTypes(user.hostelId),
  ]);
  const only = keptBuilding(user);
  if (!page || (only !== undefined && !sameBuilding(page.room.building, only))) throw refuse('room.notFound');
  const { version: _version, createdAt: _created, updatedAt: _updated, ...room } = roomAnswer(page.room);
  const minutes = types.find((type) => type.id === room.typeId)?.minutes ?? 0;
  return ok({ ...page, room, minutes });
};

export const handler = createHandler(boardRoutes, 'roomPage', roomPage);
