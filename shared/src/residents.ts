/**
 * A hostel's residents (issue 30): which student lives in which room (and bed), the limits of the
 * residents routes, the reasons a line of a residents CSV is refused and what applying a line does.
 */

/** A room as its residents' user items carry it: the spec's `room` and `floor` texts are the room's. */
export const residentTexts = (room: { floor: string; number: string }) => ({
  room: room.number,
  floor: room.floor,
});

export const residentLimits = {
  /** A CSV of residents: lines (the header not counted) and bytes; 3,000 residents fit with room to spare. */
  importLines: 5000,
  importBytes: 512 * 1024,
  /** Lines one apply call writes: the site sends the file again for the next slice, showing progress. */
  importSlice: 100,
  /** Rooms one end-of-term call empties: their residents are read per room (bounded by its beds). */
  endOfTermRooms: 25,
} as const;

/** The reasons a residents CSV line is refused, each an i18n key (`residents:importReason.<code>`). */
export const residentImportReasons = [
  'columns',
  'nameMissing',
  'nameInvalid',
  'emailInvalid',
  'roomMissing',
  'phoneInvalid',
  'duplicate',
  'roomUnknown',
  'roomOutOfService',
  'roomFull',
  'emailTaken',
] as const;
export type ResidentImportReason = (typeof residentImportReasons)[number];

/**
 * What applying a line does: invite a new student to the room, move a student of the hostel to it, leave
 * one who lives there already, or nothing (an error).
 */
export const residentImportOutcomes = ['new', 'moved', 'unchanged', 'error'] as const;
export type ResidentImportOutcome = (typeof residentImportOutcomes)[number];

/** The end of a term for a building or floor: its residents move out, or their accounts are removed. */
export const endOfTermActions = ['vacate', 'remove'] as const;
export type EndOfTermAction = (typeof endOfTermActions)[number];
