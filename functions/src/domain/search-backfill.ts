/**
 * Writes the search tokens (`data/user-search.ts`) of a hostel's users made before tokens were kept
 * (issue 28). It walks the hostel's lists — students, roomkeepers, students awaiting approval — a Query
 * page at a time (never a Scan) and puts each user's tokens with BatchWriteItem, 25 at a time. A put
 * token is the same item however often it is put, so a second run changes nothing, and a run stopped
 * midway goes on from the `resume` text it reported last.
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';

import { db, tableName } from '../data/store/client';
import type { StartKey } from '../data/store/cursor';
import { keys, type Partition } from '../data/store/keys';
import { queryOnce } from '../data/store/page';
import { searchTokenWrites } from '../data/user-search';
import { toUserRecord } from '../data/users';

const pageSize = 100;
const batchSize = 25;
const maxRounds = 8;

/** Where a run is: the list it is in (an index of `listsOf`) and where in it. */
interface Position {
  list: number;
  key?: StartKey;
}

const listsOf = (hostelId: string): Partition[] => [
  keys.usersOfHostel(hostelId, 'student'),
  keys.usersOfHostel(hostelId, 'roomkeeper'),
  keys.waitingOfHostel(hostelId),
];

export const encodePosition = (position: Position): string =>
  Buffer.from(JSON.stringify(position)).toString('base64url');

function decodePosition(text: string | undefined): Position {
  if (!text) return { list: 0 };
  const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Position;
  if (!Number.isInteger(value.list) || value.list < 0) throw new Error('The resume text is not valid');
  return value;
}

/** Puts the items, all of them: what the store leaves unprocessed under load is sent again. */
async function putAll(items: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < items.length; i += batchSize) {
    let pending = items.slice(i, i + batchSize).map((Item) => ({ PutRequest: { Item } }));
    for (let round = 0; pending.length > 0; round++) {
      if (round === maxRounds) throw new Error('The table kept items unprocessed; run again with --resume');
      if (round > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** round));
      const answer = await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
      pending = (answer.UnprocessedItems?.[tableName] ?? []) as typeof pending;
    }
  }
}

export interface SearchBackfillResult {
  users: number;
  tokens: number;
}

/**
 * Writes the tokens of every listed or waiting user of the hostel, from `resume` on; `progress` is told
 * after each page where a later run would go on from.
 */
export async function backfillSearchTokens(
  hostelId: string,
  options: { resume?: string | undefined; progress?: (resume: string) => void } = {},
): Promise<SearchBackfillResult> {
  const lists = listsOf(hostelId);
  const position = decodePosition(options.resume);
  const done = { users: 0, tokens: 0 };
  for (let list = position.list; list < lists.length; list++) {
    const partition = lists[list] as Partition;
    let startKey = list === position.list ? position.key : undefined;
    do {
      const page = await queryOnce(partition, { limit: pageSize, startKey, liveOnly: true });
      const users = page.items.map(toUserRecord).filter((user) => user.hostelId === hostelId);
      const puts = users.flatMap((user) =>
        searchTokenWrites(undefined, user).flatMap((write) => (write.Put ? [write.Put.Item] : [])),
      );
      await putAll(puts as Record<string, unknown>[]);
      done.users += users.length;
      done.tokens += puts.length;
      startKey = page.lastKey;
      options.progress?.(encodePosition(startKey ? { list, key: startKey } : { list: list + 1 }));
    } while (startKey);
  }
  return done;
}
