/**
 * Ratings, complaints and suggestions: one of each kind at most per completed cleaning, written with
 * the names, room and date they are listed with, so that every list is one Query of one partition.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';

import type { Role } from '#shared/domain';
import type { CreateRatingBody, FeedbackItem } from '#shared/schemas/feedback';

import { db, tableName } from './client';
import { type FeedbackKind, keys } from './keys';
import { queryPage } from './page';
import { transact, TransactionConditionFailed } from './transact';
import type { UserRecord } from './users';

const kindNames = { RATING: 'rating', COMPLAINT: 'complaint', SUGGESTION: 'suggestion' } as const;

export type RatingOutcome =
  { ok: true; rating: FeedbackItem } | { ok: false; reason: 'not-found' | 'not-completed' | 'already-rated' };

/**
 * Rates the student's own Completed request, once, with an optional complaint and suggestion. One
 * transaction puts the feedback items (each only if absent), marks the request rated (only while it is
 * still Completed at the version read) and adds to the keeper's rating and complaint counters.
 */
export async function rateRequest(student: UserRecord, body: CreateRatingBody): Promise<RatingOutcome> {
  const { Item: request } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.request(body.id) }),
  );
  if (!request || request.studentId !== student._id) return { ok: false, reason: 'not-found' };
  if (request.requestStatus !== 'Completed') return { ok: false, reason: 'not-completed' };
  if (request.rated === true) return { ok: false, reason: 'already-rated' };

  const createdAt = new Date().toISOString();
  const scope = {
    studentId: student._id,
    hostelId: String(request.hostelId),
    roomKeeperId: String(request.roomKeeperId),
  };
  const itemOf = (kind: FeedbackKind, message: string): FeedbackItem => ({
    requestId: body.id,
    kind: kindNames[kind],
    room: String(request.room),
    floor: String(request.floor),
    date: String(request.date),
    time: String(request.time),
    studentId: student._id,
    studentName: student.name,
    roomKeeperId: scope.roomKeeperId,
    roomkeeper: String(request.roomkeeper ?? ''),
    rating: body.rating,
    message,
    createdAt,
  });
  const put = (kind: FeedbackKind, message: string) => ({
    Put: {
      TableName: tableName,
      Item: {
        ...keys.feedback(body.id, kind),
        ...keys.feedbackListEntries(kind, scope, createdAt, body.id),
        entity: 'Feedback',
        hostelId: scope.hostelId,
        ...itemOf(kind, message),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  });
  const complaint = body.complaint || undefined;
  const suggestion = body.suggestion || undefined;

  try {
    await transact([
      put('RATING', body.message),
      {
        // Rating is not a status change, so no history entry; the version still moves, as on every write.
        Update: {
          TableName: tableName,
          Key: keys.request(body.id),
          ConditionExpression:
            'requestStatus = :completed AND version = :version AND attribute_not_exists(rated)',
          UpdateExpression: 'SET rated = :true, updatedAt = :now, version = :next',
          ExpressionAttributeValues: {
            ':completed': 'Completed',
            ':version': request.version,
            ':next': Number(request.version) + 1,
            ':true': true,
            ':now': createdAt,
          },
        },
      },
      {
        Update: {
          TableName: tableName,
          Key: keys.user(scope.roomKeeperId),
          ConditionExpression: 'attribute_exists(pk)',
          UpdateExpression: `ADD ratingSum :rating, ratingCount :one${complaint ? ', complaints :one' : ''}`,
          ExpressionAttributeValues: { ':rating': body.rating, ':one': 1 },
        },
      },
      ...(complaint ? [put('COMPLAINT', complaint)] : []),
      ...(suggestion ? [put('SUGGESTION', suggestion)] : []),
    ]);
  } catch (error) {
    // Another rating of the same request won the race (its feedback item or `rated` is there now).
    if (error instanceof TransactionConditionFailed) return { ok: false, reason: 'already-rated' };
    throw error;
  }
  return { ok: true, rating: itemOf('RATING', body.message) };
}

export interface FeedbackListQuery {
  kind: FeedbackKind;
  cursor?: string | undefined;
  limit?: number | undefined;
}

/** The partition a caller may read: an admin their hostel's, a keeper and a student their own. */
function feedbackPartition(user: { _id: string; role: Role; hostelId: string }, kind: FeedbackKind) {
  if (user.role === 'admin') return keys.hostelFeedback(user.hostelId, kind);
  if (user.role === 'roomkeeper') return keys.keeperFeedback(user._id, kind);
  return keys.studentFeedback(user._id, kind);
}

/** One page of feedback of one kind, newest first. */
export async function listFeedback(
  user: { _id: string; role: Role; hostelId: string },
  query: FeedbackListQuery,
): Promise<{ items: FeedbackItem[]; cursor?: string }> {
  const page = await queryPage({
    partition: feedbackPartition(user, query.kind),
    limit: query.limit,
    cursor: query.cursor,
    newestFirst: true,
  });
  return { items: page.items.map(toFeedbackItem), ...(page.cursor ? { cursor: page.cursor } : {}) };
}

function toFeedbackItem(item: Record<string, unknown>): FeedbackItem {
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
