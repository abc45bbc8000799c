/**
 * A function an EventBridge Scheduler schedule invokes (the hourly scheduled work, the daily retention job):
 * the job's function `Job` with its table grant, the schedule's own role `InvokerRole` (named beside what it
 * invokes, rather than the one the target would make at the stack's root, and assumable only by this
 * account's scheduler) and the schedule, under the caller's construct.
 */
import { type Duration, Stack, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { Schedule, type ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { Construct } from 'constructs';

import type { DynamoAction } from '#shared/routes';

import { ApiFunction } from './api-function';
import type { DataTable } from './table';

export interface ScheduledJobProps {
  entry: string;
  description: string;
  timeout: Duration;
  environment: Record<string, string>;
  table: DataTable;
  /** The DynamoDB actions the job sends, and only those. */
  actions: readonly DynamoAction[];
  schedule: {
    id: string;
    description: string;
    expression: ScheduleExpression;
    /** How long a failed invocation is retried (twice at most): within the job's own period. */
    maxEventAge: Duration;
  };
}

export function scheduledJob(scope: Construct, props: ScheduledJobProps) {
  const job = new ApiFunction(scope, 'Job', {
    entry: props.entry,
    description: props.description,
    memorySize: 512,
    timeout: props.timeout,
    environment: props.environment,
  });
  props.table.grantActions(job.role, props.actions);

  const stack = Stack.of(scope);
  const invoker = new Role(scope, 'InvokerRole', {
    assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
      conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
    }),
  });
  const target = new LambdaInvoke(job.fn, {
    role: invoker,
    retryAttempts: 2,
    maxEventAge: props.schedule.maxEventAge,
  });
  const schedule = new Schedule(scope, props.schedule.id, {
    description: props.schedule.description,
    schedule: props.schedule.expression,
    target,
  });
  const functionId = stack.getLogicalId(job.fn.node.defaultChild as CfnFunction);
  Validations.of(invoker).acknowledge({
    id: `AwsSolutions-IAM5[Resource::<${functionId}.Arn>:*]`,
    reason:
      "The wildcard is this one function's versions and aliases, which lambda:InvokeFunction names so; " +
      'the role may invoke no other function.',
  });
  return { function: job, schedule };
}
