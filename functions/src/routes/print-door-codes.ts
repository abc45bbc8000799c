import { doorCodesPerPrint } from '#shared/doors';
import { doorRoutes } from '#shared/route-table/doors';

import { makeDoorCodes } from '../data/door-codes';
import { listRooms } from '../data/rooms';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * One page of a building's or a floor's rooms for the print sheet (issue 33), in walking order, each with
 * its door code: the rooms without one get one now (`makeDoorCodes`), so printing again, or two admins
 * printing at once, keeps every code. One Query, and a transaction per ten rooms that had no code (the Query again after a lost race).
 */
export const printDoorCodes: RouteLogic<'printDoorCodes'> = async ({ body, user }) => {
  const read = () =>
    listRooms(
      user.hostelId,
      { building: body.building, floor: body.floor },
      { cursor: body.cursor, limit: doorCodesPerPrint },
    );
  const page = await read();
  // A print that lost rooms to another one at the same moment reads the page again for their codes.
  const { rooms, made } = await makeDoorCodes(page.rooms, async () => (await read()).rooms);
  return ok({
    stickers: rooms.map((room) => ({
      roomId: room.id,
      building: room.building,
      floor: room.floor,
      number: room.number,
      code: room.doorCode ?? '',
    })),
    made,
    ...(page.cursor ? { cursor: page.cursor } : {}),
  });
};

export const handler = createHandler(doorRoutes, 'printDoorCodes', printDoorCodes);
