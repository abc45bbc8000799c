/**
 * The room board's day state (issue 30; docs/data-design.md "The board's day state"): one item per room
 * and date, holding how many of the room's requests of that date are in each state and what waits. A
 * change of a request moves these counters by `ADD` in its own transaction, as it moves the users'
 * (`effect-writes.ts`): counts added from several requests never overwrite each other, and the room's
 * state is read off them (`boardStateOf`), so no change needs to know the room's other requests.
 */
import type { BoardCounts } from '#shared/board';

import { tableName } from './store/client';
import { keys } from './store/keys';
import type { TransactItem } from './store/transact';

/** Where a request's board counts go: its hostel, its date and its room. */
export interface BoardPlace {
  hostelId: string;
  date: string;
  roomId: string;
  /** The room's walking-order key, the entry's sort key in the day's list. */
  roomPlace: string;
}

/** A completed clean: who cleaned the room and when, kept on the day's entry and on the room. */
export interface Cleaned {
  at: string;
  keeperId: string;
  keeperName: string;
  /** A recurring clean (issue 31): its Done sets the room's `skipsInARow` back to 0 (`room-skips.ts`). */
  recurring?: boolean;
}

/** A rating of one of the room's cleans, kept in the room's partition for its page. */
export interface RoomRating {
  requestId: string;
  stars: number;
  complaint: boolean;
  at: string;
  keeperName?: string | undefined;
}

export interface BoardEffect extends BoardPlace {
  counts: Partial<BoardCounts>;
  /** The request completed, when the change completes it: who cleaned, when. */
  cleaned?: (Cleaned & { requestId: string }) | undefined;
  rated?: RoomRating | undefined;
}

/** The `ADD` of a room's day counters; the entry is made by its first change, with its list keys. */
export function boardWrite({
  hostelId,
  date,
  roomId,
  roomPlace,
  counts,
  cleaned,
}: BoardEffect): TransactItem {
  const moved = Object.entries(counts).filter(([, by]) => by !== undefined && by !== 0);
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {
    ':gpk': keys.boardListEntry(hostelId, date, roomPlace).gsi2pk,
    ':gsk': roomPlace,
    ':hid': hostelId,
    ':date': date,
    ':room': roomId,
  };
  for (const [i, [name, by]] of moved.entries()) {
    names[`#c${i}`] = name;
    values[`:c${i}`] = by;
  }
  const adds = moved.map((_, i) => `#c${i} :c${i}`).join(', ');
  const last = cleaned ? `, ${lastCleanedSet}` : '';
  if (cleaned) Object.assign(values, cleanedValues(cleaned));
  return {
    Update: {
      TableName: tableName,
      Key: keys.boardEntry(hostelId, date, roomId),
      UpdateExpression: `SET gsi2pk = :gpk, gsi2sk = :gsk, hostelId = :hid, #date = :date, roomId = :room${last}${adds ? ` ADD ${adds}` : ''}`,
      ExpressionAttributeNames: { ...names, '#date': 'date' },
      ExpressionAttributeValues: values,
    },
  };
}

const lastCleanedSet = 'lastCleanedAt = :at, lastCleanedBy = :by, lastCleanedById = :byId';
const cleanedValues = ({ at, keeperName, keeperId }: Cleaned) => ({
  ':at': at,
  ':by': keeperName,
  ':byId': keeperId,
});

/**
 * The room's own item, moved with its day entry: who cleaned it last (as on the day's entry), so that
 * the board's list of rooms shows when each was last cleaned without reading any day, and how many of
 * its cleans wait for inspection (issue 32), so that the board marks the room until the inspection
 * whatever day it shows. A count that moves (a recurring clean's skips set back, the cleans waiting)
 * raises the room's `version`, so an edit of the room (a Put on the version it read) never puts an older
 * count back. Rooms are never deleted, so the update needs no condition that could cancel the change.
 */
export function roomWrite({ hostelId, roomId, cleaned, counts }: BoardEffect): TransactItem | undefined {
  const due = counts.inspectDue ?? 0;
  const counted = due !== 0 || cleaned?.recurring === true;
  if (!cleaned && !counted) return undefined;
  const set = cleaned ? `SET ${lastCleanedSet}${cleaned.recurring ? ', skipsInARow = :zero' : ''} ` : '';
  return {
    Update: {
      TableName: tableName,
      Key: keys.room(hostelId, roomId),
      UpdateExpression: `${set}${counted ? 'ADD version :one, inspectionsDue :due' : ''}`.trim(),
      ExpressionAttributeValues: {
        ...(cleaned ? cleanedValues(cleaned) : {}),
        ...(cleaned?.recurring ? { ':zero': 0 } : {}),
        ...(counted ? { ':one': 1, ':due': due } : {}),
      },
    },
  };
}

/**
 * The room's item when it moves (`roomWrite`), and its own record of a clean or a rating, in its partition (`CLEAN#<at>#<requestId>`,
 * `RATING#<at>#<requestId>`): its page reads who cleaned it and how it was rated with the same Query as
 * the room. Put once by the change that makes it, so a replay writes the same item again.
 */
export function roomHistoryWrites(effect: BoardEffect): TransactItem[] {
  const { hostelId, roomId, date, cleaned, rated } = effect;
  const partition = keys.room(hostelId, roomId).pk;
  const room = roomWrite(effect);
  const writes: TransactItem[] = room ? [room] : [];
  if (cleaned)
    writes.push({
      Put: {
        TableName: tableName,
        Item: {
          pk: partition,
          sk: `${keys.roomCleanPrefix}${cleaned.at}#${cleaned.requestId}`,
          entity: 'RoomClean',
          requestId: cleaned.requestId,
          date,
          at: cleaned.at,
          keeperId: cleaned.keeperId,
          keeperName: cleaned.keeperName,
        },
      },
    });
  if (rated)
    writes.push({
      Put: {
        TableName: tableName,
        Item: {
          pk: partition,
          sk: `${keys.roomRatingPrefix}${rated.at}#${rated.requestId}`,
          entity: 'RoomRating',
          date,
          ...rated,
        },
      },
    });
  return writes;
}
