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

import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Construct } from 'constructs';

import type { DynamoAction } from '#shared/routes';

import { ApiFunction } from './api-function';
import type { Mailer } from './mailer';
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
    this.function = new ApiFunction(this, 'Job', {
      entry,
      description:
        'Hourly: makes recurring cleans, tells admins of overdue requests, sends each hostel morning mail',
      memorySize: 512,
      // Walks every hostel of the deployment one after another; each is a few bounded reads and mails.
      timeout: Duration.minutes(5),
      environment: {
        TABLE_NAME: props.table.table.tableName,
        MAIL_FROM: props.mailer.senderEmail,
        APP_ORIGIN: props.appOrigin,
      },
    });
    props.table.grantActions(this.function.role, scheduledWorkActions);
    props.mailer.grantSend(this.function.role);

    // The schedule's own role here, rather than the one the target would make at the stack's root, so that
    // it is named beside what it invokes and only this schedule's account may assume it.
    const stack = Stack.of(this);
    const invoker = new Role(this, 'InvokerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
      }),
    });
    const target = new LambdaInvoke(this.function.fn, {
      role: invoker,
      // A run that failed is retried twice within the hour; the next tick is the next chance after that.
      retryAttempts: 2,
      maxEventAge: Duration.minutes(50),
    });
    this.schedule = new Schedule(this, 'Hourly', {
      description: 'Runs the scheduled work of Hostel Clean at the start of every hour',
      schedule: ScheduleExpression.cron({ minute: '0' }),
      target,
    });
    const functionId = stack.getLogicalId(this.function.fn.node.defaultChild as CfnFunction);
    Validations.of(invoker).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${functionId}.Arn>:*]`,
      reason:
        "The wildcard is this one function's versions and aliases, which lambda:InvokeFunction names so; " +
        'the role may invoke no other function.',
    });
  }
}
