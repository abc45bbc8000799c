/**
 * A room's requests (issue 30, docs/data-design.md "Rooms"): the pointers `REQ#<createdAt>#<id>` in the
 * room's partition, written with each request on it, read a page at a time (one Query), and the page's
 * requests read by key (one BatchGet), so their status is always the request's own.
 */
import type { ListedRequest } from '#shared/domain';

import { listedRequestAttributes, toListedRequest } from './requests';
import { batchGet } from './store/batch-get';
import { keys } from './store/keys';
import { queryPage } from './store/page';

/** Requests on one page of a room's list. */
export const roomRequestsPage = 25;

/**
 * One page of the room's requests, the newest first. A pointer whose request is gone (deleted between the
 * two reads) is left out, so a page may hold fewer than its size and still have a cursor.
 */
export async function requestsOfRoom(
  hostelId: string,
  roomId: string,
  cursor: string | undefined,
): Promise<{ requests: ListedRequest[]; cursor?: string }> {
  const page = await queryPage(keys.roomItems(hostelId, roomId), {
    list: 'roomRequests',
    skPrefix: keys.roomRequestPrefix,
    newestFirst: true,
    limit: roomRequestsPage,
    cursor,
  });
  const requests = await requestsOfRoomPage(
    hostelId,
    page.items.map((item) => String(item.requestId)),
  );
  return { requests, ...(page.cursor ? { cursor: page.cursor } : {}) };
}

/**
 * The requests `ids` (a room's pointers, newest first; the first page of them) in that order, read by key
 * with one BatchGet (none when there are no pointers).
 */
export async function requestsOfRoomPage(hostelId: string, ids: readonly string[]): Promise<ListedRequest[]> {
  const wanted = ids.slice(0, roomRequestsPage);
  const found = await batchGet(
    wanted.map((id) => keys.request(id)),
    listedRequestAttributes,
  );
  const byId = new Map(found.map((item) => [String(item._id), toListedRequest(item)]));
  return wanted.flatMap((id) => {
    const request = byId.get(id);
    // Only this hostel's: a pointer is written by the request's own create, so this holds; read as a guard.
    return request && request.hostelId === hostelId ? [request] : [];
  });
}
