/**
 * The inspections of an erased person's cleans (issue 34): a Completed clean may have an inspection
 * (`REQUEST#<id>` / `INSPECTION`, whose note and checklist names are the inspector's free text and may name
 * the student or the keeper) and, while it waits for one, its pointer in the hostel's list
 * (`HOSTEL#<hid>#INSPECTDUE`, which copies the keeper's name). Neither is in a partition of the person's,
 * so the walk reads them by key from the requests it reads anyway: one BatchGet a step of Completed
 * requests, and each item that still holds the person is rewritten by the same rule as every other
 * (`erasure-scrub.ts`: a copy of the name or email becomes the marker; a note the person wrote is emptied).
 */
import { batchGet } from './store/batch-get';
import { type Key, keys } from './store/keys';

type Item = Record<string, unknown>;

/** The items a Completed request leads to: its inspection and its waiting pointer. */
export const inspectionWritesPerRequest = 2;

function inspectionKeys(request: Item): Key[] {
  const { _id: id, hostelId, date, time } = request;
  if (request.entity !== 'Request' || request.requestStatus !== 'Completed') return [];
  if (typeof id !== 'string' || typeof hostelId !== 'string') return [];
  const due =
    typeof date === 'string' && typeof time === 'string'
      ? [keys.inspectionDue(hostelId, { _id: id, date, time })]
      : [];
  return [keys.inspection(id), ...due];
}

/** The inspections and waiting pointers of these requests (one BatchGet; none when none is Completed). */
export async function inspectionsOf(requests: readonly Item[]): Promise<Item[]> {
  return batchGet(requests.flatMap(inspectionKeys));
}
