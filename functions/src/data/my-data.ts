/**
 * A person's download of their own data (issue 34), walked as a list of their own partitions: their
 * requests by status (a student's byStudent, a keeper's byKeeper partitions), their feedback by kind, then
 * their notifications. Each call reads one Query page of one partition, so no call grows with what a
 * person has; the cursor says which partition and where in it, sealed to the person (`store/cursor.ts`).
 */
import type { Role } from '#shared/domain';
import { requestStatuses } from '#shared/status';

import { toFeedbackItem } from './feedback';
import { type StoredNote, toNote } from './notifications';
import { toCleanRequest } from './requests';
import { badCursor, isStartKeyOf, openCursor, sealCursor, type StartKey } from './store/cursor';
import { type FeedbackKind, keys, type Partition } from './store/keys';
import { queryOnce } from './store/page';

type Section = 'requests' | 'feedback' | 'notifications';

interface Source {
  section: Section;
  partition: Partition;
  skPrefix?: string;
}

const feedbackKinds: readonly FeedbackKind[] = ['RATING', 'COMPLAINT', 'SUGGESTION'];

/** The partitions that hold what is the person's, in the order the download walks them. */
export function sourcesOf(userId: string, role: Role): Source[] {
  const requests: Source[] =
    role === 'student'
      ? requestStatuses.map((status) => ({
          section: 'requests',
          partition: keys.studentRequests(userId, status),
        }))
      : role === 'roomkeeper'
        ? requestStatuses.map((status) => ({
            section: 'requests',
            partition: keys.keeperRequests(userId, status),
          }))
        : [];
  const feedback: Source[] =
    role === 'student'
      ? feedbackKinds.map((kind) => ({ section: 'feedback', partition: keys.studentFeedback(userId, kind) }))
      : role === 'roomkeeper'
        ? feedbackKinds.map((kind) => ({ section: 'feedback', partition: keys.keeperFeedback(userId, kind) }))
        : [];
  const notes: Source = {
    section: 'notifications',
    partition: keys.userNotifications(userId),
    skPrefix: keys.notificationPrefix,
  };
  return [...requests, ...feedback, notes];
}

/** Items per page: a request item with its history is a few KB, so a page stays far under a Lambda's answer. */
export const myDataPageSize = 50;

interface Position {
  source: number;
  key?: StartKey;
}

const bindingOf = (userId: string) => ({ list: 'myData', scope: `USER#${userId}` });

async function positionOf(cursor: string | undefined, userId: string, sources: Source[]): Promise<Position> {
  if (cursor === undefined) return { source: 0 };
  const value = (await openCursor(cursor, bindingOf(userId))) as Partial<Position> | null;
  const index = value?.source;
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= sources.length) {
    throw badCursor();
  }
  if (value?.key === undefined) return { source: index };
  const source = sources[index]!;
  if (!isStartKeyOf(value.key, source.partition, { skPrefix: source.skPrefix })) throw badCursor();
  return { source: index, key: value.key };
}

export type MyDataPart =
  | { section: 'requests'; requests: ReturnType<typeof toCleanRequest>[] }
  | { section: 'feedback'; feedback: ReturnType<typeof toFeedbackItem>[] }
  | { section: 'notifications'; notifications: StoredNote[] };

/** One page of the person's data from where `cursor` says, and the cursor of the next (none at the end). */
export async function myDataPage(
  user: { _id: string; role: Role },
  cursor: string | undefined,
): Promise<MyDataPart & { cursor?: string }> {
  const sources = sourcesOf(user._id, user.role);
  const at = await positionOf(cursor, user._id, sources);
  const source = sources[at.source]!;
  const page = await queryOnce(source.partition, {
    range: { prefix: source.skPrefix },
    limit: myDataPageSize,
    startKey: at.key,
  });
  const next: Position | undefined = page.lastKey
    ? { source: at.source, key: page.lastKey }
    : at.source + 1 < sources.length
      ? { source: at.source + 1 }
      : undefined;
  const more = next ? { cursor: await sealCursor(next, bindingOf(user._id)) } : {};
  if (source.section === 'requests') {
    return { section: 'requests', requests: page.items.map(toCleanRequest), ...more };
  }
  if (source.section === 'feedback') {
    return { section: 'feedback', feedback: page.items.map(toFeedbackItem), ...more };
  }
  return { section: 'notifications', notifications: page.items.map(toNote), ...more };
}
