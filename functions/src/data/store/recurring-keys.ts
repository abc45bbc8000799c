/**
 * The keys of recurring cleaning (issue 31; docs/recurring-cleaning.md):
 * - a recurrence: `HOSTEL#<hid>` / `RECUR#<id>`; a hostel's are one Query of `HOSTEL#<hid>` with
 *   `begins_with(sk, 'RECUR#')` (at most `recurrenceLimits.perHostel`)
 * - how many a hostel has made: `HOSTEL#<hid>` / `RECURCOUNT`, raised in the transaction that adds one
 *   (recurrences are never deleted, so it is their number)
 * - an occurrence marker: `HOSTEL#<hid>#OCC#<planned date>` / `<recurrenceId>#<roomId>` → `requestId`, `date`,
 *   `time`, `told`; put on `attribute_not_exists(pk)` in the transaction of the request it makes, so each
 *   occurrence becomes one request whatever runs overlap. What is due on a date is one Query of its partition.
 */
import type { Key, Partition } from './partitions';

export const recurringKeys = {
  recurrence: (hostelId: string, recurrenceId: string): Key => ({
    pk: `HOSTEL#${hostelId}`,
    sk: `RECUR#${recurrenceId}`,
  }),
  recurrencePrefix: 'RECUR#',
  recurrenceCount: (hostelId: string): Key => ({ pk: `HOSTEL#${hostelId}`, sk: 'RECURCOUNT' }),
  occurrence: (hostelId: string, planned: string, recurrenceId: string, roomId: string): Key => ({
    pk: `HOSTEL#${hostelId}#OCC#${planned}`,
    sk: `${recurrenceId}#${roomId}`,
  }),
  /** A planned date's occurrence markers, every recurrence's (a recurrence's: the sort key prefix `<id>#`). */
  occurrencesOf: (hostelId: string, planned: string): Partition => ({
    index: undefined,
    pkAttribute: 'pk',
    skAttribute: 'sk',
    pk: `HOSTEL#${hostelId}#OCC#${planned}`,
  }),
};
