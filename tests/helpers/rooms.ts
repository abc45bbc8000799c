/**
 * The rooms tests' calls (issue 30) as one admin: any route with a body or a query, a range of rooms, and
 * a building's floors with their counters. Each test names a building of its own, so the tests of a file
 * share the admin's hostel without seeing each other's rooms.
 */
import { randomUUID } from 'node:crypto';

import { invoke } from './invoke';

/** A building no other test uses. */
export const newBuilding = (prefix = 'Block') => `${prefix} ${randomUUID().slice(0, 6)}`;

/** `token()` is read at each call, so a file's `beforeAll` may sign the admin in after this is made. */
export function roomCalls(token: () => string) {
  const call = (id: Parameters<typeof invoke>[0], body?: unknown, query?: Record<string, string>) =>
    invoke(id, { token: token(), ...(body === undefined ? {} : { body }), ...(query ? { query } : {}) });
  return {
    call,
    /** Rooms `from`–`to` of a floor (the first, unless named), of the default single type. */
    addRange: (building: string, from: number, to: number, floor = '1') =>
      call('createRoomRange', { building, floor, from, to, typeId: 'single' }),
    /** The counters of the building's floors, as the rooms list answers them. */
    floorsOf: async (building: string) =>
      (await call('listRooms', undefined, { building })).body.floors.filter(
        (floor: { building: string }) => floor.building === building,
      ),
  };
}
