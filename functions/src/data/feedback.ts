/**
 * Ratings, complaints and suggestions: one of each kind at most per completed cleaning, written with
 * the names, room and date they are listed with, so that every list is one Query of one partition.
 */
import type { CleanRequest } from '#shared/domain';
import type { FeedbackItem } from '#shared/domain';
import type { CreateRatingBody } from '#shared/schemas/feedback';

import { mustExist } from './counters';
import { type CounterEffects, transitionWrites } from './effect-writes';
import { tableName } from './store/client';
import { type FeedbackKind, keys, type Partition } from './store/keys';
import { queryPage } from './store/page';
import { transact, TransactionConditionFailed, type TransactItem } from './store/transact';

const kindNames = { RATING: 'rating', COMPLAINT: 'complaint', SUGGESTION: 'suggestion' } as const;

/** What a rating moves besides the feedback and the request (`domain/effects.ts`). */
export interface RatingParts {
  /** The keeper's rating and complaint counters, and the unread notifications. */
  effects: CounterEffects;
  /** The notifications of the rating and the change stamp. */
  told: readonly TransactItem[];
  /** The analytics' day items. */
  stats: readonly TransactItem[];
}

/**
 * Stores the rating of a Completed request with its optional complaint and suggestion, in one
 * transaction: the feedback items are put only if absent, the request is marked rated only while it is
 * still Completed at the version read, and the keeper's rating and complaint counters move (the keeper's
 * item must be there). Answers the rating, or undefined when another rating of the same request got there
 * first.
 */
export async function storeRating(
  request: CleanRequest,
  student: { _id: string; name: string },
  body: CreateRatingBody,
  parts: RatingParts,
  createdAt = new Date().toISOString(),
): Promise<FeedbackItem | undefined> {
  const scope = {
    studentId: student._id,
    hostelId: request.hostelId,
    roomKeeperId: String(request.roomKeeperId),
  };
  const itemOf = (kind: FeedbackKind, message: string): FeedbackItem => ({
    requestId: request._id,
    kind: kindNames[kind],
    room: request.room,
    floor: request.floor,
    date: request.date,
    time: request.time,
    studentId: student._id,
    studentName: student.name,
    roomKeeperId: scope.roomKeeperId,
    roomkeeper: request.roomkeeper ?? '',
    rating: body.rating,
    message,
    createdAt,
  });
  const put = (kind: FeedbackKind, message: string) => ({
    Put: {
      TableName: tableName,
      Item: {
        ...keys.feedback(request._id, kind),
        ...keys.feedbackListEntries(kind, scope, createdAt, request._id),
        entity: 'Feedback',
        hostelId: scope.hostelId,
        ...itemOf(kind, message),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  });
  const complaint = body.complaint || undefined;
  const suggestion = body.suggestion || undefined;

  // Rating is not a status change, so no history entry; the version still moves, as on every write.
  const markRated: TransactItem = {
    Update: {
      TableName: tableName,
      Key: keys.request(request._id),
      ConditionExpression:
        'requestStatus = :completed AND version = :version AND attribute_not_exists(rated)',
      UpdateExpression: 'SET rated = :true, updatedAt = :now, version = :next',
      ExpressionAttributeValues: {
        ':completed': 'Completed',
        ':version': request.version,
        ':next': request.version + 1,
        ':true': true,
        ':now': createdAt,
      },
    },
  };
  const { items } = transitionWrites({
    request: [put('RATING', body.message ?? ''), markRated],
    effects: parts.effects,
    guards: new Map([[scope.roomKeeperId, mustExist]]),
    told: parts.told,
    more: [
      ...(complaint ? [put('COMPLAINT', complaint)] : []),
      ...(suggestion ? [put('SUGGESTION', suggestion)] : []),
    ],
    stats: parts.stats,
  });
  try {
    await transact(items);
  } catch (error) {
    // Its feedback item or `rated` is there now.
    if (error instanceof TransactionConditionFailed) return undefined;
    throw error;
  }
  return itemOf('RATING', body.message ?? '');
}

export interface FeedbackPageQuery {
  cursor?: string | undefined;
  limit?: number | undefined;
}

/** One page of a feedback partition, newest first. */
export async function feedbackPage(
  partition: Partition,
  query: FeedbackPageQuery,
): Promise<{ items: FeedbackItem[]; cursor?: string }> {
  const page = await queryPage(partition, {
    list: 'feedback',
    limit: query.limit,
    cursor: query.cursor,
    newestFirst: true,
  });
  return { items: page.items.map(toFeedbackItem), ...(page.cursor ? { cursor: page.cursor } : {}) };
}

export function toFeedbackItem(item: Record<string, unknown>): FeedbackItem {
  return {
    requestId: String(item.requestId),
    kind: item.kind as FeedbackItem['kind'],
    room: String(item.room),
    floor: String(item.floor),
    date: String(item.date),
    time: String(item.time),
    studentId: String(item.studentId),
    studentName: String(item.studentName),
    roomKeeperId: String(item.roomKeeperId),
    roomkeeper: String(item.roomkeeper),
    rating: Number(item.rating),
    message: String(item.message),
    createdAt: String(item.createdAt),
  };
}
