/**
 * The Lambda the table's stream invokes with new items (filtered in the CDK stack to inserted
 * notifications, written requests, and inserted maintenance reports and inspections; the local runtime
 * feeds it the same records from DynamoDB Local's stream). It mails the notifications
 * (`domain/mail-notices.ts`), so the routes that tell people of a change carry neither the readers' read
 * nor the SES client, and posts the requests', reports' and inspections' events to the hostels'
 * webhooks (`webhook-deliveries.ts`, issue 34), which never fail the batch.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { Context, DynamoDBStreamEvent } from 'aws-lambda';

import { type Note, noteOf } from '../data/notifications';
import { mailNotes } from '../domain/mail-notices';
import { withLogContext } from '../log';
import { deliverWebhooks } from './webhook-deliveries';

/** The notifications among the records: items inserted, read from their new image. */
export function notesOfRecords(records: DynamoDBStreamEvent['Records']): Note[] {
  return records.flatMap((record) => {
    const image = record.dynamodb?.NewImage;
    if (record.eventName !== 'INSERT' || !image) return [];
    const note = noteOf(unmarshall(image as Record<string, AttributeValue>));
    return note ? [note] : [];
  });
}

export const handler = (event: DynamoDBStreamEvent, context?: Context): Promise<void> =>
  withLogContext('noticeMail', context, async () => {
    // Both finish before a failure of either fails the batch (for the stream to give it again).
    const outcomes = await Promise.allSettled([
      mailNotes(notesOfRecords(event.Records)),
      // Its deliveries end 10 s before the function's own time does, to write their outcomes.
      deliverWebhooks(event.Records, Date.now() + (context?.getRemainingTimeInMillis() ?? 70_000) - 10_000),
    ]);
    const failed = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
  });
