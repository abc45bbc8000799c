/**
 * The one page cursor of every list: base64url of JSON holding where the next page starts. A cursor
 * comes back from the client, so the key in it is checked against the partition it is used for before
 * it reaches the store: a caller cannot page into another user's or hostel's partition.
 */
import { messages } from '#shared/messages';

import { refuseField } from '../domain/refusal';
import type { Partition } from './keys';

/** Where a Query starts: the LastEvaluatedKey of the page before (base-table and index keys). */
export type StartKey = Record<string, string>;

export const encodeCursor = (value: unknown): string =>
  Buffer.from(JSON.stringify(value)).toString('base64url');

/** The JSON inside a cursor, or undefined when the text is not one. */
export function decodeCursor(text: string): unknown {
  try {
    return JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The answer to a cursor this API did not hand out for the list asked for. */
export const badCursor = () => refuseField('query.cursor', messages.fieldNotValid, 'input.badCursor');

export interface KeyCheck {
  /** Only sort keys that begin with this. */
  skPrefix?: string | undefined;
  /** What the base-table key must be, when the partition holds one kind of item. */
  baseKey?: (pk: string, sk: string) => boolean;
}

/**
 * True when `key` is a key a Query of `partition` could have stopped at: exactly the base and index key
 * attributes, all strings, in that partition.
 */
export function isStartKeyOf(key: unknown, partition: Partition, check: KeyCheck = {}): key is StartKey {
  if (typeof key !== 'object' || key === null || Array.isArray(key)) return false;
  const fields = key as Record<string, unknown>;
  const expected = ['pk', 'sk', partition.pkAttribute, partition.skAttribute];
  const sortKey = fields[partition.skAttribute];
  return (
    Object.keys(fields).length === expected.length &&
    expected.every((name) => typeof fields[name] === 'string') &&
    fields[partition.pkAttribute] === partition.pk &&
    typeof sortKey === 'string' &&
    sortKey.length <= 200 &&
    (check.skPrefix === undefined || sortKey.startsWith(check.skPrefix)) &&
    (check.baseKey === undefined || check.baseKey(String(fields.pk), String(fields.sk)))
  );
}
