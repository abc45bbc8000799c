import { roomRoutes } from '#shared/route-table/rooms';

import { listFloors, listRooms as roomsPage, roomAnswer } from '../data/rooms';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * A page of the admin's hostel's rooms in walking order, a building's or a floor's when named, filtered
 * by type and service on the page; with every floor's counters, for the page's filters. Two Queries at
 * any number of rooms.
 */
export const listRooms: RouteLogic<'listRooms'> = async ({ query, user }) => {
  const [page, floors] = await Promise.all([
    roomsPage(
      user.hostelId,
      {
        building: query.building,
        floor: query.floor,
        type: query.type,
        inService: query.inService === undefined ? undefined : query.inService === 'true',
      },
      { cursor: query.cursor, limit: query.limit },
    ),
    listFloors(user.hostelId),
  ]);
  return ok({
    data: page.rooms.map(roomAnswer),
    ...(page.cursor ? { cursor: page.cursor } : {}),
    floors,
  });
};

export const handler = createHandler(roomRoutes, 'listRooms', listRooms);
