/**
 * The opaque pagination cursor of request lists: base64url of `{ s: status, k?: LastEvaluatedKey }`.
 * A cursor comes back from the client, so it is checked before it reaches the store: it must be a key
 * of a request in the caller's own partition for that status, or it is refused.
 */
import { messages } from '#shared/messages';
import { type RequestStatus, requestStatuses } from '#shared/status';

import { refuseField } from '../domain/refusal';
import type { Partition } from './keys';

export interface RequestCursor {
  /** The status partition the next page starts in. */
  status: RequestStatus;
  /** Where in that partition; absent to start at its beginning. */
  key?: Record<string, string>;
}

export function encodeCursor(cursor: RequestCursor): string {
  return Buffer.from(JSON.stringify({ s: cursor.status, ...(cursor.key ? { k: cursor.key } : {}) })).toString(
    'base64url',
  );
}

const requestPk = /^REQUEST#[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The cursor, or undefined when it is not one this API handed out for `partitionOf`'s partitions
 * (malformed, another user's or hostel's partition, or not a request key).
 */
export function decodeCursor(
  text: string,
  partitionOf: (status: RequestStatus) => Partition,
): RequestCursor | undefined {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { s, k, ...rest } = value as { s?: unknown; k?: unknown };
  if (Object.keys(rest).length > 0) return undefined;
  const status = requestStatuses.find((candidate) => candidate === s);
  if (!status) return undefined;
  if (k === undefined) return { status };
  if (typeof k !== 'object' || k === null) return undefined;
  const partition = partitionOf(status);
  const key = k as Record<string, unknown>;
  const expected = ['pk', 'sk', partition.pkAttribute, partition.skAttribute];
  const fields = Object.keys(key);
  const valid =
    fields.length === expected.length &&
    expected.every((field) => typeof key[field] === 'string') &&
    requestPk.test(String(key.pk)) &&
    key.sk === 'REQUEST' &&
    key[partition.pkAttribute] === partition.pk &&
    String(key[partition.skAttribute]).length <= 200;
  return valid ? { status, key: key as Record<string, string> } : undefined;
}

/** A cursor query parameter, checked: 400 when it is not the caller's own (or not for `onlyStatus`). */
export function readCursor(
  text: string | undefined,
  partitionOf: (status: RequestStatus) => Partition,
  onlyStatus?: RequestStatus,
): RequestCursor | undefined {
  if (text === undefined) return undefined;
  const cursor = decodeCursor(text, partitionOf);
  if (!cursor || (onlyStatus && cursor.status !== onlyStatus))
    throw refuseField('query.cursor', messages.fieldNotValid, 'input.badCursor');
  return cursor;
}
