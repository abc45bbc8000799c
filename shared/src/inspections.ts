/**
 * Inspections and re-cleans (issue 32): each room type's checklist, its defaults, and the limits of the
 * inspection routes. A checklist item names what an inspector passes or fails; a default item's id is its
 * English word and the site shows it in the reader's language, an item of the admin's own has a name.
 */

/** One thing an inspector checks in a room of a type. */
export interface ChecklistItem {
  /** Stable: an inspection's result names the item by it. */
  id: string;
  /** The admin's own words; absent for a default item, which the site names in the reader's language. */
  name?: string | undefined;
}

/** The default items, by id: the site translates them (`inspections:item.<id>`). */
export const defaultChecklistItemIds = [
  'floor',
  'bins',
  'bed',
  'bathroom',
  'surfaces',
  'sink',
  'mirrors',
] as const;

/**
 * What every hostel starts with, per default room type: a bedroom's floor, bins, bed(s), en-suite bathroom
 * and surfaces; a shared bathroom's wet parts; a kitchen's surfaces and sink; a corridor's floor and bins.
 * A type of the admin's own, or one with no list stored, gets the bedroom's list.
 */
export const defaultChecklists: Readonly<Record<string, readonly string[]>> = {
  single: ['floor', 'bins', 'bed', 'bathroom', 'surfaces'],
  twin: ['floor', 'bins', 'bed', 'bathroom', 'surfaces'],
  dormitory: ['floor', 'bins', 'bed', 'surfaces'],
  bathroom: ['floor', 'bins', 'bathroom', 'sink', 'mirrors'],
  kitchen: ['floor', 'bins', 'surfaces', 'sink'],
  common: ['floor', 'bins', 'surfaces'],
};

/** The checklist of a type with nothing stored: its default, else a bedroom's. */
export const defaultChecklistOf = (roomTypeId: string): ChecklistItem[] =>
  (defaultChecklists[roomTypeId] ?? defaultChecklists.single ?? []).map((id) => ({ id }));

export const inspectionLimits = {
  /** Items one checklist may have. */
  items: 15,
  itemName: 40,
  note: 500,
} as const;

/** The stars at or below which a rating may be answered with a re-clean (as the board marks a low rating). */
export const recleanStars = 2;

/** The largest N of a hostel's "inspect 1 in N cleans" (issue 32). */
export const maxInspectOneIn = 20;
