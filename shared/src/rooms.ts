/**
 * A hostel's rooms (issue 30): the default room types with their minutes per clean, the limits of the
 * rooms routes, and the one way a building's and a room number's text is compared, so that the store's
 * uniqueness item, a CSV line and a range all find "Block A 101" and "block a 101" to be the same room.
 */

/** A kind of room or shared space, the hostel's own; minutes per clean plan the keepers' days later. */
export interface RoomType {
  /** Stable: a room names its type by it. The defaults' ids are their English names. */
  id: string;
  /** The admin's own name; absent for a default type whose name the site shows in the reader's language. */
  name?: string | undefined;
  /** Minutes one clean usually takes. */
  minutes: number;
  /** Beds a new room of this type gets when none are given. */
  beds: number;
  /** A shared space (bathroom, kitchen, corridor): cleaned for a floor, not for one resident. */
  shared: boolean;
}

/**
 * The types every hostel starts with. Minutes are a plain start an admin changes to their own timing: a
 * single's bed, desk and floor in 20, a twin's second bed and desk 10 more, a dormitory's several beds
 * 45, a shared bathroom's wet surfaces 30, a kitchen's surfaces, sink and floor 30, a stretch of corridor
 * or a common room 15.
 */
export const defaultRoomTypes: readonly RoomType[] = [
  { id: 'single', minutes: 20, beds: 1, shared: false },
  { id: 'twin', minutes: 30, beds: 2, shared: false },
  { id: 'dormitory', minutes: 45, beds: 6, shared: false },
  { id: 'bathroom', minutes: 30, beds: 0, shared: true },
  { id: 'kitchen', minutes: 30, beds: 0, shared: true },
  { id: 'common', minutes: 15, beds: 0, shared: true },
];

/** The default types' English names, as a CSV may spell them (the site translates them by id). */
export const defaultTypeNames: Record<string, string> = {
  single: 'Single',
  twin: 'Twin',
  dormitory: 'Dormitory',
  bathroom: 'Shared bathroom',
  kitchen: 'Kitchen',
  common: 'Corridor / common area',
};

export const roomLimits = {
  /** Types a hostel may have. */
  types: 30,
  minutes: { min: 1, max: 480 },
  beds: { min: 0, max: 50 },
  /** Rooms one range adds at most (its writes stay a few transactions in one call). */
  range: 200,
  /** The highest number a range counts to. */
  rangeNumber: 99_999,
  building: 30,
  floor: 20,
  number: 20,
  typeName: 40,
  /** A CSV of rooms: lines (the header not counted) and bytes. */
  importLines: 1000,
  importBytes: 128 * 1024,
  /** Lines one apply call writes: the site sends the file again for the next slice, showing progress. */
  importSlice: 100,
  /** Rooms on one page of the list. */
  page: 100,
} as const;

/**
 * The text a building, floor or room number is compared and sorted by: trimmed, case and width folded
 * (NFKC, so a full-width "１０１" is 101), and a number of digits padded so that floor 10 sorts after 9.
 */
export function roomKeyPart(text: string): string {
  const folded = text.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
  return /^\d{1,9}$/.test(folded) ? folded.padStart(9, '0') : folded;
}

/** The reasons a CSV line is refused, each an i18n key (`rooms:importReason.<code>`). */
export const importReasons = [
  'columns',
  'buildingMissing',
  'floorMissing',
  'numberMissing',
  'typeMissing',
  'tooLong',
  'badText',
  'typeUnknown',
  'bedsInvalid',
  'duplicate',
] as const;
export type ImportReason = (typeof importReasons)[number];

/** What applying a CSV line does: add a room, change one, leave one as it is, or nothing (an error). */
export const importOutcomes = ['new', 'changed', 'unchanged', 'error'] as const;
export type ImportOutcome = (typeof importOutcomes)[number];
