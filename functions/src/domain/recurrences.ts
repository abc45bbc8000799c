/**
 * The checks of a recurrence's definition against its hostel (issue 31), and what its preview counts: the
 * rooms it names are the hostel's (another hostel's room answers as a missing one), its room type is known,
 * and its time window lies within the cleaning hours, with a start time the hours offer.
 */
import type { RecurrenceTarget } from '#shared/answers/recurring';
import { messages } from '#shared/messages';
import { recurrenceLimits } from '#shared/recurrences';
import { type RequestRules, timeRefusal } from '#shared/request-rules';
import { roomKeyPart } from '#shared/rooms';
import type { CreateRecurrenceBody } from '#shared/schemas/recurring';

import { getRules } from '../data/hostel-settings';
import { getRoomTypes } from '../data/room-types';
import type { Room } from '../data/rooms';
import type { StartKey } from '../data/store/cursor';
import { keys } from '../data/store/keys';
import { queryOnce } from '../data/store/page';
import { refuse, refuseField } from '../refusal';
import { roomOfHostel } from './room-rules';

type Definition = Pick<CreateRecurrenceBody, 'target' | 'from' | 'to'>;

/**
 * The hostel's rules once the definition is checked: `room.notFound` for a room not the hostel's,
 * `room.typeUnknown` for a type it lacks, and the requests' time refusals for a window outside its hours
 * (`from` must also be a time the hours offer: it is the time of every request made).
 */
export async function checkDefinition(
  hostelId: string,
  definition: Definition,
): Promise<{ rules: RequestRules; room?: Room | undefined }> {
  const { target } = definition;
  const [rules, room] = await Promise.all([
    getRules(hostelId),
    target.kind === 'room' ? roomOfHostel(hostelId, target.roomId) : undefined,
    target.kind === 'type' ? knownType(hostelId, target.roomTypeId) : undefined,
  ]);
  const from = timeRefusal(rules.hours, definition.from);
  if (from) throw refuseField('from', messages[from], `request.${from}`);
  if (timeRefusal(rules.hours, definition.to) === 'timeOutsideHours') {
    throw refuseField('to', messages.timeOutsideHours, 'request.timeOutsideHours');
  }
  return { rules, room };
}

async function knownType(hostelId: string, typeId: string): Promise<void> {
  const types = await getRoomTypes(hostelId);
  if (!types.some((type) => type.id === typeId)) throw refuse('room.typeUnknown');
}

/** Items a room Query reads at once: only the type and service are projected, so a page stays small. */
const pageSize = 500;

/**
 * How many rooms in service the target names now, at most `recurrenceLimits.previewRooms`: a room is one
 * (the one `checkDefinition` read); a type's or the shared spaces are counted by Queries of the byHostel
 * rooms partition (the building's or floor's prefix), reading at most that many rooms.
 */
export async function roomsTargeted(
  hostelId: string,
  target: RecurrenceTarget,
  room: Room | undefined,
): Promise<number> {
  if (target.kind === 'room') return room?.inService ? 1 : 0;
  const prefix =
    target.building === undefined
      ? undefined
      : target.floor === undefined
        ? `${roomKeyPart(target.building)}#`
        : `${roomKeyPart(target.building)}#${roomKeyPart(target.floor)}#`;
  const sharedTypes =
    target.kind === 'shared'
      ? new Set((await getRoomTypes(hostelId)).filter((type) => type.shared).map((type) => type.id))
      : undefined;
  const wanted = (typeId: string) =>
    target.kind === 'type' ? typeId === target.roomTypeId : sharedTypes!.has(typeId);
  const cap = recurrenceLimits.previewRooms;
  let rooms = 0;
  let read = 0;
  let startKey: StartKey | undefined;
  do {
    const page = await queryOnce(keys.roomsOfHostel(hostelId), {
      range: { prefix },
      limit: Math.min(pageSize, cap - read),
      attributes: ['typeId', 'inService'],
      startKey,
    });
    read += page.items.length;
    rooms += page.items.filter((item) => item.inService !== false && wanted(String(item.typeId))).length;
    startKey = page.lastKey;
  } while (startKey && read < cap);
  return rooms;
}
