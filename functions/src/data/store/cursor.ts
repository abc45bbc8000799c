/**
 * The one page cursor of every list: `<payload>.<tag>`, the payload base64url JSON of where the next
 * page starts, the tag an HMAC-SHA256 over the payload and what the cursor is bound to (the list, its
 * partition, its filters), keyed by a key derived from the session key.
 *
 * Signed rather than only checked field by field: DynamoDB refuses (as a 500 to us) a start key that is
 * malformed or lies outside the query's key condition, and what "outside" means differs per list (a
 * prefix, a from/to range, a direction, a status walk). Re-deriving those bounds for every list is easy
 * to get wrong the next time a filter is added; a tag means the only keys that come back are ones
 * DynamoDB itself handed out for exactly this query, so any other text (made up, edited, or replayed with
 * another range, status, search or role, or by a caller of another partition) is a 400 before any read.
 * Rotating the session key ends every cursor too; a client then starts again at the first page.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

import { messages } from '#shared/messages';

import { refuseField } from '../../refusal';
import { derivedKey } from '../../security/keys';
import type { Partition } from './keys';

/** Where a Query starts: the LastEvaluatedKey of the page before (base-table and index keys). */
export type StartKey = Record<string, string>;

/** What a cursor is good for: one list of one partition (or set of partitions) with one set of filters. */
export interface CursorBinding {
  /** The list, e.g. `listUsers`: two lists over one partition may order or filter it differently. */
  list: string;
  /** Whose items: the partition key(s) read. */
  scope: string;
  /** Every query parameter that changes which items are listed (status, from, to, search, ...). */
  filters?: Record<string, string | undefined>;
}

/** The answer to a cursor this API did not hand out for the list asked for. */
export const badCursor = () => refuseField('query.cursor', messages.fieldNotValid, 'input.badCursor');

let cursorKey: Promise<Buffer> | undefined;

async function tagOf(payload: string, binding: CursorBinding): Promise<Buffer> {
  cursorKey ??= derivedKey('cursor');
  const key = await cursorKey.catch((error: unknown) => {
    cursorKey = undefined;
    throw error;
  });
  const filters = Object.entries(binding.filters ?? {})
    .filter(([, value]) => value !== undefined && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : 1));
  // JSON keeps the parts apart: no list, scope or filter value can be shifted into its neighbour.
  const signed = JSON.stringify([binding.list, binding.scope, filters, payload]);
  return createHmac('sha256', key).update(signed).digest();
}

/** A cursor for `value` (JSON), good only for the list, partition and filters of `binding`. */
export async function sealCursor(value: unknown, binding: CursorBinding): Promise<string> {
  const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${payload}.${(await tagOf(payload, binding)).toString('base64url')}`;
}

const cursorShape = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/;

/** The value inside a cursor sealed for `binding`; anything else is refused with `input.badCursor`. */
export async function openCursor(text: string, binding: CursorBinding): Promise<unknown> {
  const parts = cursorShape.exec(text);
  if (!parts) throw badCursor();
  const [, payload = '', tag = ''] = parts;
  // Compared as text: base64url decoding ignores the last character's spare bits, so comparing bytes
  // would take a few edited cursors as their original.
  const expected = Buffer.from((await tagOf(payload, binding)).toString('base64url'));
  if (!timingSafeEqual(Buffer.from(tag), expected)) throw badCursor();
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
}

/** The scope of a one-partition list. */
export const partitionScope = (partition: Partition) => `${partition.index ?? 'base'}:${partition.pk}`;

export interface KeyCheck {
  /** Only sort keys that begin with this. */
  skPrefix?: string | undefined;
  /** What the base-table key must be, when the partition holds one kind of item. */
  baseKey?: (pk: string, sk: string) => boolean;
}

/**
 * True when `key` is a key a Query of `partition` could have stopped at: exactly the base and index key
 * attributes, all non-empty strings, in that partition. A second line behind the tag, so that a
 * binding that is one filter short still cannot send another partition's key to the store.
 */
export function isStartKeyOf(key: unknown, partition: Partition, check: KeyCheck = {}): key is StartKey {
  if (typeof key !== 'object' || key === null || Array.isArray(key)) return false;
  const fields = key as Record<string, unknown>;
  // A base-table partition names `pk` and `sk` twice: each is expected once.
  const expected = [...new Set(['pk', 'sk', partition.pkAttribute, partition.skAttribute])];
  const sortKey = fields[partition.skAttribute];
  return (
    Object.keys(fields).length === expected.length &&
    expected.every((name) => typeof fields[name] === 'string' && fields[name] !== '') &&
    fields[partition.pkAttribute] === partition.pk &&
    typeof sortKey === 'string' &&
    sortKey.length <= 200 &&
    (check.skPrefix === undefined || sortKey.startsWith(check.skPrefix)) &&
    (check.baseKey === undefined || check.baseKey(String(fields.pk), String(fields.sk)))
  );
}
