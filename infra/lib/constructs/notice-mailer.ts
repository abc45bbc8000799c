/**
 * The notification mailer: a function the table's stream invokes with the notifications that changes
 * wrote (filtered at the event source, so no other item wakes it), which mails each to the people who want
 * it (`functions/src/streams/notice-mail.ts`). The routes that tell people of a change so need neither
 * SES nor a read of the readers; a batch that fails (the readers could not be read) is split and retried,
 * and what still fails after that is dropped after a day, as the notification itself stays in the list.
 * It also pushes the kinds people chose for push to their devices (issue 33): it alone reads the VAPID key
 * pair's secret, and it removes the devices the push services say are gone.
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
      description: 'Mails the notifications the table stream brings',
      memorySize: 512,
      // Up to 100 mails of one batch, each with SES's own retries.
      timeout: Duration.seconds(60),
      environment: {
        TABLE_NAME: props.table.table.tableName,
        APP_ORIGIN: props.appOrigin,
        MAIL_FROM: props.mailer.senderEmail,
        PUSH_KEYS_SECRET_ARN: props.pushKeys.secretArn,
      },
    });
    // It reads the readers' user items and push devices, and rewrites a reader's devices when one is gone;
    // the event source grants the stream's own reads.
    props.table.grantActions(this.function.role, ['BatchGetItem', 'GetItem', 'PutItem', 'DeleteItem']);
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
