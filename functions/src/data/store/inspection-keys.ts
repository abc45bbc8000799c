/**
 * The keys of inspections (issue 32; docs/data-design.md "Inspections"):
 * - a hostel's checklists: `HOSTEL#<hid>` / `CHECKLISTS` (`lists`: room type id → items, `version`), read
 *   with the room types by one BatchGet; absent means every type's default
 * - a request's inspection: `REQUEST#<id>` / `INSPECTION`, put on `attribute_not_exists(pk)`, so a clean is
 *   inspected once and a failed inspection makes one re-clean however often it is sent
 * - a clean waiting for inspection (sampling, "1 in N"): `HOSTEL#<hid>#INSPECTDUE` / `<date>#<time>#<id>`,
 *   put by the Done that picked it and deleted by its inspection, so the admin's list is one Query page
 * - the inspection counts of a month (`INSPSTATS#<month>`): see `inspection-stats.ts`
 */
import type { Key, Partition } from './partitions';

export const inspectionKeys = {
  checklists: (hostelId: string): Key => ({ pk: `HOSTEL#${hostelId}`, sk: 'CHECKLISTS' }),
  inspection: (requestId: string): Key => ({ pk: `REQUEST#${requestId}`, sk: 'INSPECTION' }),
  inspectionDue: (hostelId: string, request: { _id: string; date: string; time: string }): Key => ({
    pk: `HOSTEL#${hostelId}#INSPECTDUE`,
    sk: `${request.date}#${request.time}#${request._id}`,
  }),
  inspectionsDue: (hostelId: string): Partition => ({
    index: undefined,
    pkAttribute: 'pk',
    skAttribute: 'sk',
    pk: `HOSTEL#${hostelId}#INSPECTDUE`,
  }),
  inspectionStats: (hostelId: string, month: string): Key => ({
    pk: `HOSTEL#${hostelId}`,
    sk: `INSPSTATS#${month}`,
  }),
};
