/**
 * The rooms an erased keeper cleaned (issue 34): a completed clean of an inventory room copies the
 * keeper's name onto the room (`lastCleanedBy`), the day's board entry (the same), the room's
 * `CLEAN#<at>#<requestId>` item and, once rated, its `RATING#<at>#<requestId>` item (`board-writes.ts`).
 * None of them is in a partition of the keeper's, so the walk finds them from the keeper's requests it
 * reads anyway: the room and date are on the request, the clean's time is its Completed history entry's,
 * and the rating's time is its feedback item's `createdAt` (the request keeps only that it is rated).
 *
 * Each Update is conditioned on the item naming the keeper, and is only sent for items just read to name
 * them: a failed condition cancels the whole step's transaction, and a step cancelled by a condition
 * known to fail would be read and sent again the same way for ever. A step sent again finds the marker
 * and writes nothing more.
 */
import { erasedName } from '#shared/erasure';

import { batchGet } from './store/batch-get';
import { tableName } from './store/client';
import { type Key, keys } from './store/keys';
import type { TransactItem } from './store/transact';

type Item = Record<string, unknown>;

/** The writes one request adds at most: its room, the day's board entry, its CLEAN# and its RATING#. */
export const roomWritesPerRequest = 4;

export const keyOf = (key: Key) => `${key.pk}\u0000${key.sk}`;

/**
 * The keys a completed clean of a room by the keeper wrote, and its feedback key when rated (also read by
 * the retention job, `retention-rooms.ts`, for a request's own keeper).
 */
export function cleanKeys(request: Item, keeperId: string) {
  const { hostelId, roomId, date, _id: requestId } = request;
  if (request.entity !== 'Request' || request.requestStatus !== 'Completed') return undefined;
  if (typeof hostelId !== 'string' || typeof roomId !== 'string' || typeof requestId !== 'string')
    return undefined;
  const history = Array.isArray(request.history) ? (request.history as Item[]) : [];
  const done = history.findLast((entry) => entry.status === 'Completed' && entry.by === keeperId);
  const room = keys.room(hostelId, roomId);
  return {
    requestId,
    cleanedAt: done ? String(done.at) : undefined,
    room,
    board: typeof date === 'string' ? keys.boardEntry(hostelId, date, roomId) : undefined,
    clean: done ? { pk: room.pk, sk: `${keys.roomCleanPrefix}${String(done.at)}#${requestId}` } : undefined,
    feedback: request.rated === true ? keys.feedback(requestId, 'RATING') : undefined,
  };
}

/**
 * An Update of `name` to `to` (the marker; retention's blank), sent only while `condition` holds (as the
 * read just found).
 */
export function renamed(
  key: Key,
  name: string,
  condition: string,
  values: Item,
  to = erasedName,
): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: { pk: key.pk, sk: key.sk },
      ConditionExpression: condition,
      UpdateExpression: 'SET #name = :erased',
      ExpressionAttributeNames: { '#name': name },
      ExpressionAttributeValues: { ':erased': to, ...values },
    },
  };
}

const stillNamed = (item: Item | undefined, field: string) =>
  item !== undefined && typeof item[field] === 'string' && item[field] !== erasedName;

/** Where a clean's copies are: the keys `cleanKeys` answers. */
type CleanCopies = NonNullable<ReturnType<typeof cleanKeys>>;

/**
 * The room copies of these cleans as stored: one BatchGet of the rooms, board entries, CLEAN# items and
 * rating feedback (at most `roomWritesPerRequest` keys a clean), and one more of the RATING# items the
 * ratings name (their time is the feedback's `createdAt`). Also read by retention (`retention-rooms.ts`).
 */
export async function readRoomCopies(cleans: readonly CleanCopies[]) {
  const wanted = new Map<string, Key>();
  for (const clean of cleans)
    for (const key of [clean.room, clean.board, clean.clean, clean.feedback])
      if (key) wanted.set(keyOf(key), key);
  const read = new Map<string, Item>();
  const remember = (items: Item[]) => {
    for (const item of items) read.set(keyOf({ pk: String(item.pk), sk: String(item.sk) }), item);
  };
  remember(await batchGet([...wanted.values()]));
  const ratingKeys = cleans.flatMap((clean) => {
    const feedback = clean.feedback && read.get(keyOf(clean.feedback));
    if (!feedback || typeof feedback.createdAt !== 'string') return [];
    return [{ pk: clean.room.pk, sk: `${keys.roomRatingPrefix}${feedback.createdAt}#${clean.requestId}` }];
  });
  remember(await batchGet(ratingKeys));
  return { read, ratingKeys, get: (key: Key) => read.get(keyOf(key)) };
}

/**
 * The Updates that put the marker for the keeper's name on the rooms of these requests (a page of the
 * keeper's requests), from their copies as read (`readRoomCopies`).
 */
export async function cleanedRoomWrites(
  keeperId: string,
  requests: readonly Item[],
): Promise<TransactItem[]> {
  const cleans = requests.flatMap((request) => cleanKeys(request, keeperId) ?? []);
  if (cleans.length === 0) return [];
  const { read, ratingKeys } = await readRoomCopies(cleans);

  const byKeeper = { ':id': keeperId };
  const writes: TransactItem[] = [];
  // Rooms and board entries several requests share are written once: a transaction names an item once.
  const lastCleaned = new Map<string, Key>();
  for (const clean of cleans)
    for (const key of [clean.room, clean.board]) if (key) lastCleaned.set(keyOf(key), key);
  for (const [id, key] of lastCleaned) {
    const item = read.get(id);
    if (item?.lastCleanedById === keeperId && stillNamed(item, 'lastCleanedBy'))
      writes.push(renamed(key, 'lastCleanedBy', 'lastCleanedById = :id', byKeeper));
  }
  for (const clean of cleans) {
    const item = clean.clean && read.get(keyOf(clean.clean));
    if (clean.clean && item?.keeperId === keeperId && stillNamed(item, 'keeperName'))
      writes.push(renamed(clean.clean, 'keeperName', 'keeperId = :id', byKeeper));
  }
  // A RATING# item keeps the keeper's name only, with no id: it is theirs because the rated request is
  // (a Completed request never changes keeper), so the name read is the condition.
  for (const key of ratingKeys) {
    const item = read.get(keyOf(key));
    if (stillNamed(item, 'keeperName'))
      writes.push(renamed(key, 'keeperName', 'keeperName = :read', { ':read': item!.keeperName }));
  }
  return writes;
}
