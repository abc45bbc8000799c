/**
 * The keys of inspections (issue 32; docs/data-design.md "Inspections"):
 * - a hostel's checklists: `HOSTEL#<hid>` / `CHECKLISTS` (`lists`: room type id → items, `version`), read
 *   with the room types by one BatchGet; absent means every type's default
 * - a request's inspection: `REQUEST#<id>` / `INSPECTION`, put on `attribute_not_exists(pk)`, so a clean is
 *   inspected once and a failed inspection makes one re-clean however often it is sent
 */
import type { Key } from './partitions';

export const inspectionKeys = {
  checklists: (hostelId: string): Key => ({ pk: `HOSTEL#${hostelId}`, sk: 'CHECKLISTS' }),
  inspection: (requestId: string): Key => ({ pk: `REQUEST#${requestId}`, sk: 'INSPECTION' }),
};
