/** Schemas of a hostel's rooms and room types (issue 30): what the rooms routes take. */
import { messages } from '../messages';
import { roomLimits } from '../rooms';
import { cursor, id, limit, shortText } from './fields';
import * as z from './zod';

const invalid = { error: messages.fieldNotValid };

/** A building, floor or room number: one safe trimmed line, not empty, no `#` (it separates key parts). */
export const roomText = (max: number) =>
  shortText(max).check(
    z.minLength(1, { error: messages.required }),
    z.refine((value) => !value.includes('#'), invalid),
  );

const count = (min: number, max: number) =>
  z.number(invalid).check(z.int(invalid), z.gte(min, invalid), z.lte(max, invalid));

export const beds = count(roomLimits.beds.min, roomLimits.beds.max);
export const minutes = count(roomLimits.minutes.min, roomLimits.minutes.max);
/** A type's id: a default's English name or a generated one. */
export const typeId = z.string(invalid).check(z.regex(/^[a-z0-9-]{1,40}$/, invalid));

/** One type as the admin sends it: a new one has no id yet. */
export const roomTypeInput = z.strictObject({
  id: z.optional(typeId),
  name: z.optional(roomText(roomLimits.typeName)),
  minutes,
  beds,
  shared: z.boolean(invalid),
});

/** `POST /api/roomTypes`: the whole list, every stored type still in it (a type is never removed). */
export const roomTypesBody = z.strictObject({
  types: z.array(roomTypeInput).check(
    z.minLength(1, invalid),
    z.maxLength(roomLimits.types, invalid),
    z.refine((types) => {
      const ids = types.flatMap((type) => (type.id ? [type.id] : []));
      const names = types.flatMap((type) => (type.name ? [type.name.toLowerCase()] : []));
      return new Set(ids).size === ids.length && new Set(names).size === names.length;
    }, invalid),
  ),
});

const flag = z.enum(['true', 'false'], invalid);

/** `GET /api/rooms`: a building's or a floor's rooms (a floor needs its building), filtered on the page. */
export const listRoomsQuery = z
  .strictObject({
    building: z.optional(roomText(roomLimits.building)),
    floor: z.optional(roomText(roomLimits.floor)),
    type: z.optional(typeId),
    inService: z.optional(flag),
    cursor,
    limit,
  })
  .check(z.refine((query) => query.floor === undefined || query.building !== undefined, invalid));

const place = {
  building: roomText(roomLimits.building),
  floor: roomText(roomLimits.floor),
  typeId,
  /** Left out: the type's default beds. */
  beds: z.optional(beds),
};

/** `POST /api/rooms`: one room. */
export const createRoomBody = z.strictObject({ ...place, number: roomText(roomLimits.number) });

const rangeNumber = count(0, roomLimits.rangeNumber);

/** `POST /api/roomRange`: rooms `from`…`to` on one floor (at most `roomLimits.range` of them). */
export const roomRangeBody = z
  .strictObject({ ...place, from: rangeNumber, to: rangeNumber })
  .check(z.refine((range) => range.to >= range.from, { path: ['to'], ...invalid }));

/** `POST /api/updateRoom`: the room as it should be, from the version the admin saw. */
export const updateRoomBody = z.strictObject({
  roomId: id,
  version: count(1, Number.MAX_SAFE_INTEGER),
  building: roomText(roomLimits.building),
  floor: roomText(roomLimits.floor),
  number: roomText(roomLimits.number),
  typeId,
  beds,
});

/** `POST /api/roomService`: takes a room out of service or brings it back, with a reason kept in its history. */
export const roomServiceBody = z.strictObject({
  roomId: id,
  inService: z.boolean(invalid),
  note: z.optional(shortText(200)),
});

/** `POST /api/roomImport/preview`: the file's text (its size is checked in bytes by the route). */
export const roomImportBody = z.strictObject({ csv: z.string(invalid) });

/** `POST /api/roomImport/apply`: the same file, and the first line (of the rooms, 0-based) to write. */
export const roomImportApplyBody = z.strictObject({
  csv: z.string(invalid),
  from: z.optional(count(0, roomLimits.importLines)),
});
