/**
 * The retention job in the stack (issue 34): a daily EventBridge Scheduler schedule that invokes its own
 * function, the function's least privilege (reads, and the Updates and Deletes of its transactions; no
 * Scan, no mail), and a schedule role that may invoke that function and nothing else.
 */
import { retentionActions } from '#infra/lib/constructs/retention-work';

import { asList, refOf, resourcesOf, statementsOfRole, synthesize } from './synth';

const { template } = synthesize();
const resources = resourcesOf(template);
const idOf = (type: string, prefix: string) =>
  Object.entries(resources).find(([id, resource]) => resource.Type === type && id.startsWith(prefix))?.[0];

const scheduleId = idOf('AWS::Scheduler::Schedule', 'RetentionDaily')!;
const jobId = idOf('AWS::Lambda::Function', 'RetentionJob')!;
const schedule = resources[scheduleId]?.Properties as {
  ScheduleExpression: string;
  State: string;
  Target: { Arn: unknown; RoleArn: unknown; RetryPolicy: Record<string, number> };
};
const job = resources[jobId]?.Properties as Record<string, unknown>;

describe('the retention job', () => {
  it('is one schedule a day invoking its own function, with retries', () => {
    expect({
      expression: schedule.ScheduleExpression,
      state: schedule.State,
      target: refOf(schedule.Target.Arn),
      retry: schedule.Target.RetryPolicy,
    }).toEqual({
      expression: 'cron(30 3 * * ? *)',
      state: 'ENABLED',
      target: jobId,
      retry: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 21600 },
    });
  });

  it('runs on Node.js 24, arm64, with the table and a timeout it stops before', () => {
    const [tableId] = Object.entries(resources).find(([, r]) => r.Type === 'AWS::DynamoDB::Table') ?? [];
    expect({ runtime: job.Runtime, architectures: job.Architectures, timeout: job.Timeout }).toEqual({
      runtime: 'nodejs24.x',
      architectures: ['arm64'],
      timeout: 600,
    });
    expect((job.Environment as { Variables: Record<string, unknown> }).Variables).toMatchObject({
      TABLE_NAME: { Ref: tableId },
    });
  });

  it('may send exactly its table actions and write its own logs, nothing else', () => {
    const statements = statementsOfRole(template, refOf(job.Role)!);
    const actions = statements.flatMap((statement) => asList(statement.Action));
    const dynamo = actions.filter((action) => action.startsWith('dynamodb:'));

    expect(new Set(dynamo)).toEqual(new Set(retentionActions.map((action) => `dynamodb:${action}`)));
    expect(dynamo).not.toContain('dynamodb:Scan');
    expect(new Set(actions.map((action) => action.split(':')[0]))).toEqual(new Set(['dynamodb', 'logs']));
  });

  it('gives the schedule a role of its own that invokes only the job', () => {
    const roleId = refOf(schedule.Target.RoleArn)!;
    const statements = statementsOfRole(template, roleId);
    expect(statements.flatMap((statement) => asList(statement.Action))).toEqual(['lambda:InvokeFunction']);
    for (const resource of statements.flatMap((statement) => asList(statement.Resource)))
      expect(JSON.stringify(resource)).toContain(jobId);
  });
});
