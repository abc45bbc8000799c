/**
 * The people around a request: the roomkeepers an admin can allot to, and the contact details the
 * dashboards show (student contact to the keeper, keeper contact to the student), read in one BatchGet
 * per page instead of one read per row.
 */
import { BatchGetCommand, type BatchGetCommandOutput, QueryCommand } from '@aws-sdk/lib-dynamodb';

import { busy } from '../domain/refusal';
import { db, tableName } from './client';
import { keys } from './keys';
import { getUser, type UserRecord } from './users';

export interface KeeperListItem {
  _id: string;
  name: string;
}

/** Live roomkeepers of a hostel, by name. One Query page holds thousands of these small entries. */
export async function keepersOfHostel(hostelId: string, namePrefix?: string): Promise<KeeperListItem[]> {
  const partition = keys.usersOfHostel(hostelId, 'roomkeeper');
  const keepers: KeeperListItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: partition.index,
        KeyConditionExpression: namePrefix ? '#pk = :pk AND begins_with(#sk, :prefix)' : '#pk = :pk',
        FilterExpression: 'attribute_not_exists(deletedAt)',
        ProjectionExpression: '#id, #name',
        ExpressionAttributeNames: {
          '#pk': partition.pkAttribute,
          '#id': '_id',
          '#name': 'name',
          ...(namePrefix ? { '#sk': partition.skAttribute } : {}),
        },
        ExpressionAttributeValues: { ':pk': partition.pk, ...(namePrefix ? { ':prefix': namePrefix } : {}) },
        ExclusiveStartKey: start,
      }),
    );
    keepers.push(...(page.Items ?? []).map((item) => ({ _id: String(item._id), name: String(item.name) })));
    start = page.LastEvaluatedKey;
  } while (start);
  return keepers;
}

export type KeeperLookup =
  { found: true; keeper: KeeperListItem } | { found: false; reason: 'none' | 'ambiguous' };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A live roomkeeper of the hostel, by id or by name (the spec's client sends the name). A name is
 * matched whole and without regard to case; two keepers with that name are ambiguous.
 */
export async function findKeeper(
  hostelId: string,
  ref: { id?: string; name?: string },
): Promise<KeeperLookup> {
  const id = ref.id ?? (ref.name && uuidPattern.test(ref.name) ? ref.name : undefined);
  if (id) {
    const user = await getUser(id);
    return user && isKeeperOf(user, hostelId)
      ? { found: true, keeper: { _id: user._id, name: user.name } }
      : { found: false, reason: 'none' };
  }
  const name = (ref.name ?? '').trim().toLowerCase();
  if (!name) return { found: false, reason: 'none' };
  const matches = await keepersOfHostel(hostelId, `${name}#`);
  if (matches.length > 1) return { found: false, reason: 'ambiguous' };
  const [keeper] = matches;
  return keeper ? { found: true, keeper } : { found: false, reason: 'none' };
}

const isKeeperOf = (user: UserRecord, hostelId: string) =>
  user.role === 'roomkeeper' && user.hostelId === hostelId;

export interface Contact {
  _id: string;
  name: string;
  email: string;
  phone: string;
  profileimg?: string;
}

const maxUnprocessedRounds = 5;

/**
 * Contact details of up to 100 users in one BatchGet (DynamoDB's limit per call, and the dashboards'
 * page size). Keys DynamoDB leaves unprocessed under load are asked for again a few times.
 */
export async function contactsOf(userIds: readonly string[]): Promise<Map<string, Contact>> {
  const contacts = new Map<string, Contact>();
  const distinct = [...new Set(userIds)];
  if (distinct.length === 0) return contacts;
  if (distinct.length > 100) throw new Error('contactsOf reads at most 100 users per call');
  let pending: Record<string, unknown>[] | undefined = distinct.map((id) => ({ ...keys.user(id) }));
  for (let round = 0; pending && pending.length > 0; round++) {
    // The store is throttling this table: the caller gets a 503 and retries, rather than half a page.
    if (round === maxUnprocessedRounds) throw busy();
    if (round > 0) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** round));
    const answer: BatchGetCommandOutput = await db.send(
      new BatchGetCommand({
        RequestItems: {
          [tableName]: {
            Keys: pending,
            ProjectionExpression: '#id, #name, email, phone, profileimg',
            ExpressionAttributeNames: { '#id': '_id', '#name': 'name' },
          },
        },
      }),
    );
    for (const item of answer.Responses?.[tableName] ?? []) {
      contacts.set(String(item._id), {
        _id: String(item._id),
        name: String(item.name),
        email: String(item.email ?? ''),
        phone: String(item.phone ?? ''),
        ...(typeof item.profileimg === 'string' ? { profileimg: item.profileimg } : {}),
      });
    }
    pending = answer.UnprocessedKeys?.[tableName]?.Keys;
  }
  return contacts;
}
