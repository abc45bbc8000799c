/**
 * The rooms a recurrence cleans (issue 31), as the scheduled job reads them: one GetItem for a room, or the
 * pages of the byHostel walking-order prefix of a building or floor (the whole hostel for shared spaces
 * named nowhere), filtered by type on the page read. Rooms out of service are left out: nothing is
 * cleaned there until they are back.
 */
import type { RecurrenceTarget } from '#shared/answers/recurring';
import { recurrenceLimits } from '#shared/recurrences';
import { roomKeyPart, type RoomType } from '#shared/rooms';

import { getRoom, type Room, roomOf } from '../data/rooms';
import type { StartKey } from '../data/store/cursor';
import { keys } from '../data/store/keys';
import { queryOnce } from '../data/store/page';

/** A page of rooms: a room item is small, so a page this size stays well under a Query's 1 MB. */
const roomsPage = 500;

function prefixOf(building: string | undefined, floor: string | undefined): string | undefined {
  if (building === undefined) return undefined;
  return floor === undefined
    ? `${roomKeyPart(building)}#`
    : `${roomKeyPart(building)}#${roomKeyPart(floor)}#`;
}

/** The walking-order rooms under `prefix`, page by page, at most `recurrenceLimits.previewRooms` read. */
async function roomsUnder(hostelId: string, prefix: string | undefined): Promise<Room[]> {
  const rooms: Room[] = [];
  let startKey: StartKey | undefined;
  do {
    const page = await queryOnce(keys.roomsOfHostel(hostelId), {
      range: { prefix },
      limit: roomsPage,
      startKey,
    });
    rooms.push(...page.items.map(roomOf));
    startKey = page.lastKey;
  } while (startKey && rooms.length < recurrenceLimits.previewRooms);
  return rooms;
}

/** The rooms in service that `target` names now, in walking order. */
export async function targetRooms(
  hostelId: string,
  target: RecurrenceTarget,
  types: readonly RoomType[],
): Promise<Room[]> {
  let rooms: Room[];
  if (target.kind === 'room') {
    const room = await getRoom(hostelId, target.roomId);
    rooms = room ? [room] : [];
  } else if (target.kind === 'type') {
    const all = await roomsUnder(hostelId, prefixOf(target.building, target.floor));
    rooms = all.filter((room) => room.typeId === target.roomTypeId);
  } else {
    const shared = new Set(types.filter((type) => type.shared).map((type) => type.id));
    const all = await roomsUnder(hostelId, prefixOf(target.building, target.floor));
    // A floor named without its building is that floor of every building.
    const floor =
      target.building === undefined && target.floor !== undefined ? roomKeyPart(target.floor) : undefined;
    rooms = all.filter(
      (room) => shared.has(room.typeId) && (floor === undefined || roomKeyPart(room.floor) === floor),
    );
  }
  return rooms.filter((room) => room.inService);
}
