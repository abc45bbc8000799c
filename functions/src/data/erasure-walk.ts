/**
 * The walk of an erasure (issue 34): the partitions that may hold a copy of the person, in order, and
 * one step of it — one Query page of one partition, at most `erasePageSize` items, its rewrites and the
 * next place in one transaction. The place is kept on the person's own item (`erasing`), so a walk
 * stopped anywhere goes on from there, and a step sent twice rewrites nothing more (an item already
 * scrubbed holds nothing of the person). Every read is a Query of a partition named by the person, their
 * hostel's audit log, or one person of the hostel's notifications, and the key reads of the rooms a keeper
 * cleaned (`erasure-rooms.ts`): never a Scan.
 */
import type { Role } from '#shared/domain';
import { requestStatuses } from '#shared/status';

import { inspectionsOf, inspectionWritesPerRequest } from './erasure-inspections';
import { cleanedRoomWrites, roomWritesPerRequest } from './erasure-rooms';
import { tableName } from './store/client';
import type { StartKey } from './store/cursor';
import { type FeedbackKind, keys, type Partition } from './store/keys';
import { maintenanceKeys } from './store/maintenance-keys';
import { queryOnce } from './store/page';
import type { TransactItem } from './store/transact';

/** Items per step: each may be a rewrite, and with the place's update one transaction holds 26 actions. */
export const erasePageSize = 25;

/**
 * Requests per step of a keeper's Completed requests: each may be a rewrite and add the Updates of the room
 * it cleaned (`erasure-rooms.ts`, up to `roomWritesPerRequest`) and the rewrites of its inspection and
 * waiting pointer (`erasure-inspections.ts`), so with the place's update a transaction holds at most
 * 14 × 7 + 1 = 99 actions, within DynamoDB's 100; and its reads, 14 × 4 keys and 14 × 2, two BatchGets.
 * A student's Completed step (25 requests, each with its inspection's two) holds 25 × 3 + 1 = 76.
 */
export const keeperRequestPageSize = Math.floor(99 / (1 + roomWritesPerRequest + inspectionWritesPerRequest));

/** Who is erased, as their item stores them. */
export interface ErasedPerson {
  _id: string;
  name: string;
  email: string;
  role: Role;
  hostelId: string;
}

/** What the walk makes of one item read: the item without the person, or undefined when it holds nothing of them. */
export type Scrub = (item: Record<string, unknown>) => Record<string, unknown> | undefined;

type Source =
  /**
   * Items that may copy the person: each rewritten without them; Completed requests with their
   * inspections, a keeper's also with their rooms.
   */
  | { kind: 'scrub'; partition: Partition; skPrefix?: string; rooms?: true; inspections?: true }
  /** The person's own notifications: deleted. */
  | { kind: 'delete'; partition: Partition; skPrefix?: string }
  /** The notifications of each person of the hostel of this role (a door report, a turn-back name them). */
  | { kind: 'people'; role: Role };

/** Where the walk is: the source, the key in it, and in a `people` source the page of people read. */
export interface ErasePlace {
  source: number;
  key?: StartKey;
  /** A `people` source: the ids of the page of people being walked, which one, where their list goes on. */
  people?: string[];
  person?: number;
  listKey?: StartKey;
}

const feedbackKinds: readonly FeedbackKind[] = ['RATING', 'COMPLAINT', 'SUGGESTION'];
const roles: readonly Role[] = ['admin', 'roomkeeper', 'student'];

/** The partitions walked, in order: the person's own lists, their notifications, the audit log, everyone's notes. */
export function erasureSources(person: ErasedPerson): Source[] {
  const id = person._id;
  const keeper = person.role === 'roomkeeper';
  // A keeper's Completed requests lead to the rooms they cleaned, which copy their name.
  const requests = requestStatuses.map((status) => ({
    partition: keeper ? keys.keeperRequests(id, status) : keys.studentRequests(id, status),
    rooms: keeper && status === 'Completed',
    inspections: status === 'Completed',
  }));
  const feedback = feedbackKinds.map((kind) =>
    keeper ? keys.keeperFeedback(id, kind) : keys.studentFeedback(id, kind),
  );
  return [
    ...requests.map(({ partition, rooms, inspections }) => ({
      kind: 'scrub' as const,
      partition,
      ...(rooms ? { rooms: true as const } : {}),
      ...(inspections ? { inspections: true as const } : {}),
    })),
    ...[...feedback, maintenanceKeys.ofReporter(id)].map((partition) => ({
      kind: 'scrub' as const,
      partition,
    })),
    { kind: 'delete', partition: keys.userNotifications(id), skPrefix: keys.notificationPrefix },
    { kind: 'scrub', partition: keys.auditLog(person.hostelId) },
    ...roles.map((role) => ({ kind: 'people' as const, role })),
  ];
}

/** The Put of a scrubbed item, on the version it was read at (a change meanwhile makes the step retry). */
function rewrite(item: Record<string, unknown>): TransactItem {
  const versioned = typeof item.version === 'number';
  return {
    Put: {
      TableName: tableName,
      Item: item,
      ConditionExpression: versioned ? '#version = :version' : 'attribute_exists(pk)',
      ...(versioned
        ? {
            ExpressionAttributeNames: { '#version': 'version' },
            ExpressionAttributeValues: { ':version': item.version },
          }
        : {}),
    },
  };
}

const rewrites = (items: Record<string, unknown>[], scrub: Scrub): TransactItem[] =>
  items.flatMap((item) => {
    const next = scrub(item);
    return next ? [rewrite(next)] : [];
  });

const after = (place: ErasePlace): ErasePlace => ({ source: place.source + 1 });

/** One step of a `people` source: a page of the list, or a page of one person's notifications. */
async function peopleStep(
  person: ErasedPerson,
  role: Role,
  place: ErasePlace,
  scrub: Scrub,
): Promise<{ writes: TransactItem[]; next: ErasePlace }> {
  if (place.people === undefined) {
    const page = await queryOnce(keys.usersOfHostel(person.hostelId, role), {
      limit: erasePageSize,
      startKey: place.listKey,
      attributes: ['_id'],
    });
    const people = page.items.map((item) => String(item._id)).filter((id) => id !== person._id);
    if (people.length === 0)
      return {
        writes: [],
        next: page.lastKey ? { source: place.source, listKey: page.lastKey } : after(place),
      };
    return {
      writes: [],
      next: { source: place.source, people, person: 0, ...(page.lastKey ? { listKey: page.lastKey } : {}) },
    };
  }
  const index = place.person ?? 0;
  const page = await queryOnce(keys.userNotifications(place.people[index]!), {
    range: { prefix: keys.notificationPrefix },
    limit: erasePageSize,
    startKey: place.key,
  });
  const writes = rewrites(page.items, scrub);
  if (page.lastKey) return { writes, next: { ...place, key: page.lastKey } };
  if (index + 1 < place.people.length) {
    const { key: _key, ...rest } = place;
    return { writes, next: { ...rest, person: index + 1 } };
  }
  return { writes, next: place.listKey ? { source: place.source, listKey: place.listKey } : after(place) };
}

/**
 * One step from `place`: its writes (without the place's own update) and the next place, none at the end.
 * `scrub` is the rule of what an item becomes (`domain/erasure-scrub.ts`).
 */
export async function erasureStep(
  person: ErasedPerson,
  place: ErasePlace,
  scrub: Scrub,
): Promise<{ writes: TransactItem[]; next: ErasePlace | undefined }> {
  const sources = erasureSources(person);
  const source = sources[place.source];
  if (!source) return { writes: [], next: undefined };
  if (source.kind === 'people') {
    const { writes, next } = await peopleStep(person, source.role, place, scrub);
    return { writes, next: next.source < sources.length ? next : undefined };
  }
  const rooms = source.kind === 'scrub' && source.rooms === true;
  const page = await queryOnce(source.partition, {
    range: { prefix: source.skPrefix },
    limit: rooms ? keeperRequestPageSize : erasePageSize,
    startKey: place.key,
  });
  const writes: TransactItem[] =
    source.kind === 'delete'
      ? page.items.map((item) => ({
          Delete: { TableName: tableName, Key: { pk: String(item.pk), sk: String(item.sk) } },
        }))
      : rewrites(page.items, scrub);
  if (rooms) writes.push(...(await cleanedRoomWrites(person._id, page.items)));
  if (source.kind === 'scrub' && source.inspections === true)
    writes.push(...rewrites(await inspectionsOf(page.items), scrub));
  const next = page.lastKey ? { source: place.source, key: page.lastKey } : after(place);
  return { writes, next: next.source < sources.length ? next : undefined };
}
