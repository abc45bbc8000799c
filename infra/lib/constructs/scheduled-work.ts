/**
 * The deployment's scheduled work (DESIGN §9 "Scheduled work"): an EventBridge Scheduler schedule invokes
 * one function every hour, which makes the requests of the hostels' recurring cleans (issue 31), tells
 * admins of newly overdue requests and sends each hostel's morning mail at the hostel's own hour
 * (`functions/src/jobs/scheduled-work.ts`). The function may read the table,
 * write only what the job writes (notifications, counters, the marks and the mail marker), and mail as the
 * sender; the schedule's role may invoke this one function.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { Duration } from 'aws-cdk-lib';
import { type Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { Construct } from 'constructs';

import type { DynamoAction } from '#shared/routes';

import type { ApiFunction } from './api-function';
import type { Mailer } from './mailer';
import { scheduledJob } from './scheduled-job';
import type { DataTable } from './table';

const entry = join(dirname(fileURLToPath(import.meta.url)), '../../../functions/src/jobs/scheduled-work.ts');

/**
 * What the job sends: reads of hostels, settings, recurrences, rooms, requests and admins; its
 * transactions' Puts and Updates (`tests/api/recurring-job.test.ts` holds the recurring run to it).
 */
export const scheduledWorkActions: readonly DynamoAction[] = [
  'GetItem',
  'Query',
  'BatchGetItem',
  'PutItem',
  'UpdateItem',
];

export interface ScheduledWorkProps {
  table: DataTable;
  mailer: Mailer;
  /** The site's origin, for the links in the morning mail. */
  appOrigin: string;
}

export class ScheduledWork extends Construct {
  readonly function: ApiFunction;
  readonly schedule: Schedule;

  constructor(scope: Construct, id: string, props: ScheduledWorkProps) {
    super(scope, id);
    ({ function: this.function, schedule: this.schedule } = scheduledJob(this, {
      entry,
      description:
        'Hourly: makes recurring cleans, tells admins of overdue requests, sends each hostel morning mail',
      // Walks every hostel of the deployment one after another; each is a few bounded reads and mails.
      timeout: Duration.minutes(5),
      environment: {
        TABLE_NAME: props.table.table.tableName,
        MAIL_FROM: props.mailer.senderEmail,
        APP_ORIGIN: props.appOrigin,
      },
      table: props.table,
      actions: scheduledWorkActions,
      schedule: {
        id: 'Hourly',
        description: 'Runs the scheduled work of Hostel Clean at the start of every hour',
        expression: ScheduleExpression.cron({ minute: '0' }),
        // A run that failed is retried within the hour; the next tick is the next chance after that.
        maxEventAge: Duration.minutes(50),
      },
    }));
    props.mailer.grantSend(this.function.role);
  }
}
