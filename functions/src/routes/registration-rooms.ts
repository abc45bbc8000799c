import { residentRoutes } from '#shared/route-table/residents';

import { getRoomTypes } from '../data/room-types';
import { listFloors, listRooms } from '../data/rooms';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * What a student registering may pick (issue 30): the hostel's floors, and with a building and floor that
 * floor's rooms in service with a free bed (shared spaces left out). A hostel without rooms, or none of
 * that name, answers no floors; the registration checks the room again on the server.
 */
export const registrationRooms: RouteLogic<'registrationRooms'> = async ({ query }) => {
  const floors = (await listFloors(query.hostelId)).map(({ building, floor }) => ({ building, floor }));
  if (query.building === undefined || floors.length === 0) return ok({ floors, rooms: [] });
  const shared = new Set((await getRoomTypes(query.hostelId)).filter((t) => t.shared).map((t) => t.id));
  const { rooms } = await listRooms(
    query.hostelId,
    { building: query.building, floor: query.floor, inService: true },
    { limit: 200 },
  );
  return ok({
    floors,
    rooms: rooms
      .filter((room) => !shared.has(room.typeId) && room.residents < room.beds)
      .map(({ id, building, floor, number }) => ({ id, building, floor, number })),
  });
};

export const handler = createHandler(residentRoutes, 'registrationRooms', registrationRooms);
