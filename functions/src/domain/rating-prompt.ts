/**
 * The prompt to rate a completed cleaning (issue 28) shows once per request: the student's dashboard asks
 * about their newest completed, unrated cleaning until they rate it or dismiss the prompt. A dismissal is
 * the flag `promptDismissed` on the request, kept server-side so it holds on every device. It is not a
 * change anyone else conditions on: the request's version stays, so a rating sent meanwhile still lands.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';

import { getRequest } from '../data/requests';
import { db, tableName } from '../data/store/client';
import { keys } from '../data/store/keys';
import type { UserRecord } from '../data/users';
import { refuse } from '../refusal';

/** Refused as rating is: not the student's own (or none) 404, not Completed 409. Repeating it is harmless. */
export async function dismissRatingPrompt(student: UserRecord, requestId: string): Promise<{ _id: string }> {
  const request = await getRequest(requestId);
  if (!request || request.studentId !== student._id) throw refuse('rating.notFound');
  if (request.requestStatus !== 'Completed') throw refuse('rating.notCompleted');
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.request(requestId),
      UpdateExpression: 'SET promptDismissed = :true',
      // A Completed request stays Completed and its student never changes: the condition only keeps a
      // removed item from being made again by this write.
      ConditionExpression: 'attribute_exists(pk) AND studentId = :student',
      ExpressionAttributeValues: { ':true': true, ':student': student._id },
    }),
  );
  return { _id: requestId };
}
