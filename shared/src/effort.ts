/**
 * Effort (issue 30): how long a clean takes and how much a keeper does in a day. A request's `minutes`
 * are copied at allot from its room's type, so a later change of the types does not rewrite plans; a
 * keeper's capacity is the hostel's default unless their own is set. The allot dialog, the suggestion and
 * auto-allot balance the keepers' planned minutes against it.
 */
import { defaultRoomTypes, type RoomType } from './rooms';

/** The hostel setting that holds the default capacity (on the hostel item, beside the other settings). */
export const keeperCapacitySetting = 'keeperMinutesPerDay';

/** The limits of a capacity in minutes per day, and the hostel's default: a 7-hour working day. */
export const capacityLimits = { min: 30, max: 1440, hostelDefault: 420 } as const;

/**
 * The type a request without one is planned as: a request made before rooms existed names a student's
 * room, and the commonest room is a single. Analytics counts it apart (`noRoomType`), not as a single.
 */
export const fallbackRoomTypeId = 'single';

/** The analytics' name of the requests that carry no room type. */
export const noRoomType = '-';

/** The minutes a clean of `roomTypeId` takes in a hostel of `types`; a type not known takes the fallback's. */
export function minutesOf(types: readonly RoomType[], roomTypeId: string | undefined): number {
  const find = (id: string) => types.find((type) => type.id === id)?.minutes;
  const fallback =
    find(fallbackRoomTypeId) ??
    defaultRoomTypes.find((type) => type.id === fallbackRoomTypeId)?.minutes ??
    20;
  return (roomTypeId !== undefined ? find(roomTypeId) : undefined) ?? fallback;
}

/**
 * The minutes a request's clean takes: a request of recurring cleaning (issue 31) carries its own (the
 * recurrence's, else its type's when it was made); any other takes its room type's at the allot.
 */
export function requestMinutesOf(
  types: readonly RoomType[],
  request: {
    roomTypeId?: string | undefined;
    minutes?: number | undefined;
    recurrenceId?: string | undefined;
  },
): number {
  if (request.recurrenceId !== undefined && request.minutes !== undefined) return request.minutes;
  return minutesOf(types, request.roomTypeId);
}

/** A keeper's capacity: their own when set, else the hostel's. */
export const capacityOf = (own: number | undefined, hostelDefault: number | undefined): number =>
  own ?? hostelDefault ?? capacityLimits.hostelDefault;

/**
 * A keeper's planned minutes on a day: the load's `minutes` holds those Scheduled to them and those already
 * done that day (a clean done stays planned; `doneMinutes` says how many of them are done).
 */
export const plannedOf = (day: { minutes: number }): number => day.minutes;

/** Whether giving `more` minutes to a keeper with `planned` of `capacity` takes them over it. */
export const overCapacity = (planned: number, more: number, capacity: number): boolean =>
  planned + more > capacity;
