/**
 * Recurring cleaning's limits and choices (issue 31), apart from its schemas so the site's forms and the
 * job read them without loading zod.
 */
export const recurrenceLimits = {
  /** Recurrences one hostel may have: its list stays one small Query. */
  perHostel: 100,
  everyNWeeks: { min: 2, max: 8 },
  minutes: { min: 5, max: 480 },
  /** Occurrences a preview shows. */
  preview: 10,
  /** Rooms a preview counts at most. */
  previewRooms: 2000,
  /** Days a closed day's occurrence may move at most. */
  moveDays: 6,
} as const;

/** What happens to an occurrence on a closed weekday or date: moved to the next open day, or skipped. */
export const closedDaysChoices = ['move', 'skip'] as const;
export type ClosedDays = (typeof closedDaysChoices)[number];

export const cadenceKinds = ['weekly', 'everyNWeeks', 'monthly'] as const;
export const targetKinds = ['room', 'type', 'shared'] as const;

/** Recurring cleans of a room skipped in a row by its residents that flag it to the admins (issue 31). */
export const skipsToFlag = 3;
