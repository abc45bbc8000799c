/**
 * The room's copies of a clean that retention (issue 34) anonymizes with its request: a Completed clean of
 * an inventory room wrote the keeper's name on the room's `CLEAN#<at>#<requestId>` item, its rating's
 * `RATING#<at>#<requestId>` item, the day's board entry and the room itself (`board-writes.ts`). They are
 * found by key from the request (`cleanKeys`, as an erasure finds them): one BatchGet of the rooms, board
 * entries, CLEAN# items and rating feedback, one of the RATING# items. The board entry and the room lose
 * the name only while their last clean is this one (a later clean's keeper is not anyone's old data).
 *
 * Each Update is sent only for an item just read to hold the name, on that condition, so a batch is never
 * cancelled by a condition known to fail; a batch sent again finds the names gone and writes nothing.
 */
import { cleanKeys, keyOf, readRoomCopies, renamed } from './erasure-rooms';
import type { Key } from './store/keys';
import type { TransactItem } from './store/transact';

type Item = Record<string, unknown>;

/** The writes one request adds at most: its room, the day's board entry, its CLEAN# and its RATING#. */
export const roomCopiesPerRequest = 4;

function blanker(blank: string) {
  const named = (item: Item | undefined, field: string): item is Item =>
    item !== undefined && typeof item[field] === 'string' && item[field] !== blank;
  const blanked = (key: Key, field: string, condition: string, values: Item) =>
    renamed(key, field, condition, values, blank);
  return { named, blanked };
}

/** The Updates that put `blank` for the keeper's name on the room's copies of these requests' cleans. */
export async function roomCopyWrites(requests: readonly Item[], blank: string): Promise<TransactItem[]> {
  const { named, blanked } = blanker(blank);
  const found = requests.flatMap((request) => {
    const keeperId = request.roomKeeperId;
    const clean = typeof keeperId === 'string' ? cleanKeys(request, keeperId) : undefined;
    return clean ? [{ keeperId: String(keeperId), ...clean }] : [];
  });
  if (found.length === 0) return [];
  const { read, ratingKeys } = await readRoomCopies(found);

  const writes: TransactItem[] = [];
  const lastCleaned = new Set<string>();
  for (const clean of found) {
    // The room and the day's entry: only while their last clean is this one (one write per item).
    if (clean.cleanedAt !== undefined)
      for (const key of [clean.room, clean.board]) {
        const item = key && read.get(keyOf(key));
        if (!key || lastCleaned.has(keyOf(key)) || !named(item, 'lastCleanedBy')) continue;
        if (item.lastCleanedById !== clean.keeperId || item.lastCleanedAt !== clean.cleanedAt) continue;
        lastCleaned.add(keyOf(key));
        writes.push(
          blanked(key, 'lastCleanedBy', 'lastCleanedById = :id AND lastCleanedAt = :at', {
            ':id': clean.keeperId,
            ':at': clean.cleanedAt,
          }),
        );
      }
    const cleanItem = clean.clean && read.get(keyOf(clean.clean));
    if (clean.clean && named(cleanItem, 'keeperName'))
      writes.push(blanked(clean.clean, 'keeperName', 'attribute_exists(pk)', {}));
  }
  for (const key of ratingKeys)
    if (named(read.get(keyOf(key)), 'keeperName'))
      writes.push(blanked(key, 'keeperName', 'attribute_exists(pk)', {}));
  return writes;
}
