/**
 * A hostel's admin audit log (issue 34): who changed the hostel's settings or its people, what, and when.
 * An entry is a Put inside the transaction of the change it records, so the log never tells of a change
 * that did not happen nor misses one that did. Entries expire after `auditKeptDays` (TTL): the log is
 * itself personal data (names of admins and of the people changed) and is kept only for its own period.
 */
import { randomUUID } from 'node:crypto';

import type { auditActions } from '#shared/answers/privacy';

import { tableName } from './store/client';
import { keys } from './store/keys';
import { queryPage } from './store/page';
import type { TransactItem } from './store/transact';

/** How long an entry is kept: two years, long enough for a yearly review of who did what. */
export const auditKeptDays = 730;
export const auditPageSize = 25;

export interface AuditRecord {
  action: (typeof auditActions)[number];
  targets?: { id: string; name: string }[];
  changes?: { name: string; value: string }[];
}

/** The admin who made the change, as their verified token named them. */
export interface AuditActor {
  _id: string;
  name: string;
  hostelId: string;
}

/** The Put of one entry, to go in the change's own transaction. */
export function auditPut(by: AuditActor, record: AuditRecord, now = new Date().toISOString()): TransactItem {
  const id = `${now}#${randomUUID()}`;
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...keys.auditEntry(by.hostelId, id),
        entity: 'Audit',
        id,
        at: now,
        byId: by._id,
        byName: by.name,
        ...record,
        ttl: Math.floor(Date.parse(now) / 1000) + auditKeptDays * 24 * 60 * 60,
      },
    },
  };
}

const pairsOf = (value: unknown, first: 'id' | 'name', second: 'name' | 'value') =>
  Array.isArray(value)
    ? value.map((entry: Record<string, unknown>) => ({
        [first]: String(entry[first]),
        [second]: String(entry[second]),
      }))
    : undefined;

/** One page of the hostel's log, newest first: one Query of its partition. */
export async function auditLogPage(hostelId: string, cursor: string | undefined) {
  const page = await queryPage(keys.auditLog(hostelId), {
    list: 'auditLog',
    newestFirst: true,
    limit: auditPageSize,
    cursor,
  });
  const items = page.items.map((item) => {
    const targets = pairsOf(item.targets, 'id', 'name') as { id: string; name: string }[] | undefined;
    const changes = pairsOf(item.changes, 'name', 'value') as { name: string; value: string }[] | undefined;
    return {
      id: String(item.id),
      at: String(item.at),
      byId: String(item.byId),
      byName: String(item.byName),
      action: item.action as AuditRecord['action'],
      ...(targets ? { targets } : {}),
      ...(changes ? { changes } : {}),
    };
  });
  return { items, ...(page.cursor ? { cursor: page.cursor } : {}) };
}
