/**
 * The notification mailer: a function the table's stream invokes with the notifications that changes
 * wrote (filtered at the event source, so no other item wakes it), which mails each to the people who want
 * it (`functions/src/streams/notice-mail.ts`). The routes that tell people of a change so need neither
 * SES nor a read of the readers; a batch that fails (the readers could not be read) is split and retried,
 * and what still fails after that is dropped after a day, as the notification itself stays in the list.
 * It also pushes the kinds people chose for push to their devices (issue 33): it alone reads the VAPID key
 * pair's secret, and it removes the devices the push services say are gone. And it posts the requests'
 * events to the hostels' webhooks (issue 34): it reads a hostel's hooks and writes each delivery and its
 * outcome; a receiver's failure is written down, never thrown, so it does not make the batch's mails go twice.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { Duration, Validations } from 'aws-cdk-lib';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

import { ApiFunction } from './api-function';
import type { Mailer } from './mailer';
import type { DataTable } from './table';

const entry = join(dirname(fileURLToPath(import.meta.url)), '../../../functions/src/streams/notice-mail.ts');

export interface NoticeMailerProps {
  table: DataTable;
  mailer: Mailer;
  /** The site's origin (`https://…`): mailed links point there. */
  appOrigin: string;
  /** The VAPID key pair of push notifications (`{publicKey, privateKey}` once set up). */
  pushKeys: ISecret;
}

export class NoticeMailer extends Construct {
  readonly function: ApiFunction;

  constructor(scope: Construct, id: string, props: NoticeMailerProps) {
    super(scope, id);
    this.function = new ApiFunction(this, 'Function', {
      entry,
      description: 'Mails the notifications the table stream brings and posts webhook deliveries',
      memorySize: 512,
      // Up to 100 mails of one batch, each with SES's own retries, beside the batch's webhook deliveries
      // (three attempts of at most 5 s with 1 s and 3 s between: 19 s each, 20 at a time).
      timeout: Duration.seconds(120),
      environment: {
        TABLE_NAME: props.table.table.tableName,
        APP_ORIGIN: props.appOrigin,
        MAIL_FROM: props.mailer.senderEmail,
        PUSH_KEYS_SECRET_ARN: props.pushKeys.secretArn,
      },
    });
    // It reads the readers' user items and push devices, and rewrites a reader's devices when one is gone;
    // it reads a hostel's hooks, puts each delivery and updates it with its outcome. The event source grants
    // the stream's own reads.
    props.table.grantActions(this.function.role, [
      'BatchGetItem',
      'GetItem',
      'PutItem',
      'UpdateItem',
      'DeleteItem',
    ]);
    props.pushKeys.grantRead(this.function.role);
    props.mailer.grantSend(this.function.role);
    this.function.fn.addEventSource(
      new DynamoEventSource(props.table.table, {
        startingPosition: StartingPosition.LATEST,
        batchSize: 100,
        maxBatchingWindow: Duration.seconds(1),
        bisectBatchOnError: true,
        retryAttempts: 3,
        maxRecordAge: Duration.days(1),
        filters: [
          FilterCriteria.filter({
            eventName: FilterRule.isEqual('INSERT'),
            dynamodb: { NewImage: { entity: { S: FilterRule.isEqual('Notification') } } },
          }),
          // A request made or changed: its history's last entry may be a webhook event.
          FilterCriteria.filter({
            eventName: FilterRule.or('INSERT', 'MODIFY'),
            dynamodb: { NewImage: { entity: { S: FilterRule.isEqual('Request') } } },
          }),
          // A maintenance report made, an inspection written: `maintenance.reported`, `inspection.failed`.
          FilterCriteria.filter({
            eventName: FilterRule.isEqual('INSERT'),
            dynamodb: {
              NewImage: { entity: { S: FilterRule.or('MaintenanceReport', 'Inspection') } },
            },
          }),
        ],
      }),
    );
    Validations.of(this.function.role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'dynamodb:ListStreams, which the stream event source needs, cannot be scoped to a resource; the ' +
        "stream's own reads are granted on this table's stream only.",
    });
  }
}
