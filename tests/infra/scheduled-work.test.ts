/**
 * The deployment's scheduled work in the stack (issue 15): an hourly EventBridge Scheduler schedule that
 * invokes one job function, the function's least privilege (the table actions the job sends, mail as the
 * sender, its own logs), and a schedule role that may invoke that function and nothing else.
 */
import { scheduledWorkActions } from '#infra/lib/constructs/scheduled-work';

import { asList, refOf, resourcesOf, statementsOfRole, synthesize } from './synth';

const { template } = synthesize();
const resources = resourcesOf(template);
const idOf = (type: string, prefix: string) =>
  Object.entries(resources).find(([id, resource]) => resource.Type === type && id.startsWith(prefix))?.[0];

const scheduleId = idOf('AWS::Scheduler::Schedule', 'Scheduled')!;
const jobId = idOf('AWS::Lambda::Function', 'ScheduledJob')!;
const schedule = resources[scheduleId]?.Properties as {
  ScheduleExpression: string;
  State: string;
  FlexibleTimeWindow: { Mode: string };
  Target: { Arn: unknown; RoleArn: unknown; RetryPolicy: Record<string, number> };
};
const job = resources[jobId]?.Properties as Record<string, unknown>;

describe('the scheduled work', () => {
  it('is a schedule at the start of every hour, invoking the job function with retries', () => {
    template.resourceCountIs('AWS::Scheduler::Schedule', 2); // this one and the retention job's
    expect({
      expression: schedule.ScheduleExpression,
      state: schedule.State,
      window: schedule.FlexibleTimeWindow,
      target: refOf(schedule.Target.Arn),
      retry: schedule.Target.RetryPolicy,
    }).toEqual({
      expression: 'cron(0 * * * ? *)',
      state: 'ENABLED',
      window: { Mode: 'OFF' },
      target: jobId,
      retry: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 3000 },
    });
  });

  it('runs the job on Node.js 24, arm64, with a timeout, the table, the sender and the site origin', () => {
    const [tableId] = Object.entries(resources).find(([, r]) => r.Type === 'AWS::DynamoDB::Table') ?? [];

    expect({ runtime: job.Runtime, architectures: job.Architectures, timeout: job.Timeout }).toEqual({
      runtime: 'nodejs24.x',
      architectures: ['arm64'],
      timeout: 300,
    });
    expect((job.Environment as { Variables: Record<string, unknown> }).Variables).toMatchObject({
      TABLE_NAME: { Ref: tableId },
      MAIL_FROM: 'no-reply@hostel.example',
    });
    expect((job.Environment as { Variables: Record<string, unknown> }).Variables).not.toHaveProperty(
      'JWT_SECRET_ARN',
    );
  });

  it('lets the job send exactly its table actions, mail as the sender only, and write its own logs', () => {
    const statements = statementsOfRole(template, refOf(job.Role)!);
    const actions = statements.flatMap((statement) => asList(statement.Action));
    const dynamo = actions.filter((action) => action.startsWith('dynamodb:'));
    const mail = statements.find((statement) => asList(statement.Action).includes('ses:SendEmail'));

    expect(new Set(dynamo)).toEqual(new Set(scheduledWorkActions.map((action) => `dynamodb:${action}`)));
    expect(dynamo).not.toContain('dynamodb:Scan');
    expect(mail?.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'no-reply@hostel.example' } });
    expect(new Set(actions.map((action) => action.split(':')[0]))).toEqual(
      new Set(['dynamodb', 'ses', 'logs']),
    );
  });

  it('gives the schedule a role of its own that only this account assumes and that invokes only the job', () => {
    const roleId = refOf(schedule.Target.RoleArn)!;
    const trust = resources[roleId]?.Properties?.AssumeRolePolicyDocument as {
      Statement: { Principal: unknown; Condition: unknown }[];
    };
    const statements = statementsOfRole(template, roleId);

    expect(trust.Statement).toEqual([
      expect.objectContaining({
        Principal: { Service: 'scheduler.amazonaws.com' },
        Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
      }),
    ]);
    expect(statements.flatMap((statement) => asList(statement.Action))).toEqual(['lambda:InvokeFunction']);
    for (const resource of statements.flatMap((statement) => asList(statement.Resource)))
      expect(JSON.stringify(resource)).toContain(jobId);
  });
});
