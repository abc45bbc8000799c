/**
 * Notifications and the hostel's change stamp. A notification is written only as part of the
 * transaction of the change it tells of (`notePut` is a transaction item), and the recipient's
 * `unreadNotes` counter moves in that same transaction (the caller adds it to the recipient's counter
 * update, since one transaction may touch an item once). Notifications expire after 60 days (TTL).
 */
import { randomUUID } from 'node:crypto';

import { BatchGetCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';

import type { MaintenanceStatus } from '#shared/maintenance';
import type { Note, NoteFields, NotificationKind } from '#shared/notification-kinds';

import { addToUser } from './counters';
import { db, tableName } from './store/client';
import { keys } from './store/keys';
import { queryOnce, queryPage } from './store/page';
import { transact, TransactionConditionFailed, type TransactItem } from './store/transact';

/** How long a notification is kept (its TTL); retention deletes them sooner under a shorter period. */
export const noteKeptDays = 60;
const keptSeconds = noteKeptDays * 24 * 60 * 60;
export const notificationPageSize = 20;

export type { Note, NoteFields } from '#shared/notification-kinds';

/** The Put of one notification; the caller's own action (`done`) is stored read and counts nowhere. */
export function notePut(note: Note, now: string): TransactItem {
  const { to, ...fields } = note;
  const id = `${now}#${randomUUID()}`;
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...keys.notification(to, id),
        entity: 'Notification',
        id,
        at: now,
        read: note.kind === 'done',
        ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
        ttl: Math.floor(Date.parse(now) / 1000) + keptSeconds,
      },
    },
  };
}

/** The notification a stored item is (what `notePut` wrote), with its recipient; undefined for any other item. */
export function noteOf(stored: Record<string, unknown>): Note | undefined {
  if (stored.entity !== 'Notification' || typeof stored.pk !== 'string') return undefined;
  const { pk, sk: _sk, entity: _entity, id: _id, at: _at, read: _read, ttl: _ttl, ...fields } = stored;
  return { ...(fields as unknown as NoteFields & { kind: NotificationKind }), to: pk.slice('USER#'.length) };
}

/** Moves the hostel's change stamp: every open page of the hostel refetches on its next poll. */
export function stampBump(hostelId: string): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.hostelStamp(hostelId),
      UpdateExpression: 'ADD stamp :one',
      ExpressionAttributeValues: { ':one': 1 },
    },
  };
}

/** The hostel's change stamp (0 before its first change): one GetItem. */
export async function getStamp(hostelId: string): Promise<number> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.hostelStamp(hostelId) }));
  return Number(Item?.stamp ?? 0);
}

/** The live admins of a hostel (a handful; read once per change that tells them). */
export async function hostelAdminIds(hostelId: string): Promise<string[]> {
  const page = await queryOnce(keys.usersOfHostel(hostelId, 'admin'), {
    limit: 10,
    attributes: ['_id'],
    liveOnly: true,
  });
  return page.items.map((item) => String(item._id));
}

export interface StoredNote extends NoteFields {
  id: string;
  kind: NotificationKind;
  at: string;
  read: boolean;
}

export function toNote(item: Record<string, unknown>): StoredNote {
  const text = (name: keyof NoteFields) => (typeof item[name] === 'string' ? { [name]: item[name] } : {});
  return {
    id: String(item.id),
    kind: item.kind as NotificationKind,
    at: String(item.at),
    read: item.read === true,
    ...text('requestId'),
    ...text('byName'),
    ...text('action'),
    ...text('room'),
    ...text('date'),
    ...text('time'),
    ...text('keeperName'),
    ...text('studentName'),
    ...text('reason'),
    ...(typeof item.stars === 'number' ? { stars: item.stars } : {}),
    ...text('fromDate'),
    ...text('fromTime'),
    ...(typeof item.count === 'number' ? { count: item.count } : {}),
    ...text('reportId'),
    ...(typeof item.maintenanceStatus === 'string'
      ? { maintenanceStatus: item.maintenanceStatus as MaintenanceStatus }
      : {}),
    ...(Array.isArray(item.items) ? { items: item.items.map(String) } : {}),
  };
}

/** One page of the user's notifications, newest first: one Query of their own partition. */
export async function notificationsPage(
  userId: string,
  cursor: string | undefined,
): Promise<{ items: StoredNote[]; cursor?: string }> {
  const page = await queryPage(keys.userNotifications(userId), {
    list: 'notifications',
    skPrefix: keys.notificationPrefix,
    newestFirst: true,
    limit: notificationPageSize,
    cursor,
  });
  return { ...page, items: page.items.map(toNote) };
}

/** The newest unread notifications `all` looks at: bounded, so marking is one Query and one transaction. */
const readAllWindow = 200;
const maxMarked = 99;

async function unreadIds(
  userId: string,
  ids: readonly string[] | 'all',
): Promise<{ ids: string[]; whole: boolean }> {
  if (ids === 'all') {
    const answer = await db.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        FilterExpression: '#read = :false',
        ExpressionAttributeNames: { '#read': 'read' },
        ExpressionAttributeValues: {
          ':pk': `USER#${userId}`,
          ':prefix': keys.notificationPrefix,
          ':false': false,
        },
        ProjectionExpression: 'id',
        ScanIndexForward: false,
        Limit: readAllWindow,
      }),
    );
    const found = (answer.Items ?? []).map((item) => String(item.id));
    return { ids: found.slice(0, maxMarked), whole: !answer.LastEvaluatedKey && found.length <= maxMarked };
  }
  const answer = await db.send(
    new BatchGetCommand({
      RequestItems: {
        [tableName]: {
          Keys: [...new Set(ids)].map((id) => keys.notification(userId, id)),
          ProjectionExpression: 'id, #read',
          ExpressionAttributeNames: { '#read': 'read' },
        },
      },
    }),
  );
  const items = answer.Responses?.[tableName] ?? [];
  return { ids: items.filter((item) => item.read === false).map((item) => String(item.id)), whole: false };
}

/**
 * Marks the user's notifications read and lowers their unread counter by as many, in one transaction
 * conditioned on each being unread (a race with another tab is read again once). `all` marks the newest
 * unread ones and, when it has seen every unread one, sets the counter to zero, which also heals a
 * counter left high by a notification that expired unread.
 */
export async function markRead(userId: string, ids: readonly string[] | 'all'): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const found = await unreadIds(userId, ids);
    if (found.ids.length === 0 && !found.whole) return;
    const items: TransactItem[] = found.ids.map((id) => ({
      Update: {
        TableName: tableName,
        Key: keys.notification(userId, id),
        UpdateExpression: 'SET #read = :true',
        ConditionExpression: '#read = :false',
        ExpressionAttributeNames: { '#read': 'read' },
        ExpressionAttributeValues: { ':true': true, ':false': false },
      },
    }));
    items.push(
      found.whole
        ? {
            Update: {
              TableName: tableName,
              Key: keys.user(userId),
              UpdateExpression: 'SET unreadNotes = :zero',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeValues: { ':zero': 0 },
            },
          }
        : addToUser(userId, { unreadNotes: -found.ids.length }),
    );
    try {
      await transact(items);
      return;
    } catch (error) {
      if (!(error instanceof TransactionConditionFailed) || attempt >= 2) throw error;
    }
  }
}
