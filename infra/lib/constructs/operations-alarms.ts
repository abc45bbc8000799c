/**
 * What an operator is told when the service itself fails (the failed-login alarm is `security-alarms.ts`):
 * - `ApiServerErrors`: the API answers 5xx to too many requests (a store that cannot be reached, a defect);
 * - `FunctionErrors`: a function fails (an uncaught error, a timeout, a crash at start) or logs an
 *   unhandled error (a 500 it answered), counted from each function's log group by a metric filter, so the
 *   count is this deployment's alone;
 * - `LambdaThrottles`: Lambda turns invocations away. The functions reserve no concurrency, so they are
 *   throttled only when the account's concurrency in this region runs out: the account-wide metric is the
 *   one that says so;
 * - `NoticeMailDelay`: the notification mailer falls behind its table stream (IteratorAge), so mails go
 *   out late, or records would expire unread after a day.
 * Kept apart from other alarms (they grow on their own); each is named in README "Alarms".
 */
import { Duration, Stack } from 'aws-cdk-lib';
import type { HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { FilterPattern, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';

/** The thresholds, each over one period of five minutes unless said. */
export const operationsAlarms = {
  /** Percent of API requests answered 5xx, in each of two periods running, once there are enough requests. */
  apiServerErrors: { percent: 5, minimumRequests: 20, periods: 2 },
  /** Failed invocations or unhandled errors of all functions together. */
  functionErrors: { count: 5 },
  /** Throttled Lambda invocations in the account and region. */
  lambdaThrottles: { count: 1 },
  /** How far behind the notice mailer reads its stream, in minutes (the stream keeps records for 24 h). */
  noticeMailDelay: { minutes: 10 },
  periodMinutes: 5,
} as const;

/** Lines a function's log carries when it failed: Lambda's own (text format) and our handlers'. */
export const functionErrorPattern = FilterPattern.anyTerm(
  'Task timed out',
  'Invoke Error',
  'Runtime exited',
  'Runtime.ImportModuleError',
  'unhandled error',
);

export interface OperationsAlarmsProps {
  stage: HttpStage;
  /** The log groups of every function of the stack. */
  functionLogs: ILogGroup[];
  /** The function the table's stream feeds (the notice mailer). */
  noticeMailer: IFunction;
  /** Where alarms are mailed, when an alarm address is configured. */
  topic?: ITopic | undefined;
}

export class OperationsAlarms extends Construct {
  readonly alarms: Alarm[];

  constructor(scope: Construct, id: string, props: OperationsAlarmsProps) {
    super(scope, id);
    const period = Duration.minutes(operationsAlarms.periodMinutes);
    const namespace = `HostelClean/${Stack.of(this).stackName}`;
    const { apiServerErrors, functionErrors, lambdaThrottles, noticeMailDelay } = operationsAlarms;

    const serverErrorRate = new MathExpression({
      // No rate below the minimum: two failures of the first three requests of the day are no outage.
      expression: `IF(requests >= ${apiServerErrors.minimumRequests}, 100 * errors / requests, 0)`,
      usingMetrics: {
        errors: props.stage.metricServerError({ statistic: 'Sum', period }),
        requests: props.stage.metricCount({ statistic: 'Sum', period }),
      },
      label: 'API 5xx (%)',
      period,
    });

    // Each filter beside its log group, in the route group's nested stack: one per route in the main stack
    // took it past CloudFormation's 500 resources once issue 30's routes came.
    props.functionLogs.forEach((logGroup) =>
      logGroup.addMetricFilter('FunctionErrors', {
        filterPattern: functionErrorPattern,
        metricNamespace: namespace,
        metricName: 'FunctionErrors',
        metricValue: '1',
      }),
    );

    const alarm = (
      alarmId: string,
      description: string,
      metric: Metric | MathExpression,
      threshold: number,
    ) =>
      new Alarm(this, alarmId, {
        alarmDescription: description,
        metric,
        threshold,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: alarmId === 'ApiServerErrors' ? apiServerErrors.periods : 1,
        // No data is no traffic, or nothing failing: nothing to alarm about.
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });

    this.alarms = [
      alarm(
        'ApiServerErrors',
        `At least ${apiServerErrors.percent}% of API requests answered 5xx for ${apiServerErrors.periods * operationsAlarms.periodMinutes} minutes: the database may be unreachable, or a defect answers 500`,
        serverErrorRate,
        apiServerErrors.percent,
      ),
      alarm(
        'FunctionErrors',
        `At least ${functionErrors.count} function failures (errors, timeouts, crashes) in ${operationsAlarms.periodMinutes} minutes`,
        new Metric({ namespace, metricName: 'FunctionErrors', statistic: 'Sum', period }),
        functionErrors.count,
      ),
      alarm(
        'LambdaThrottles',
        "Lambda throttled invocations: the account's concurrency in this region ran out",
        new Metric({ namespace: 'AWS/Lambda', metricName: 'Throttles', statistic: 'Sum', period }),
        lambdaThrottles.count,
      ),
      alarm(
        'NoticeMailDelay',
        `The notification mailer is more than ${noticeMailDelay.minutes} minutes behind the table stream: mails go out late`,
        props.noticeMailer.metric('IteratorAge', { statistic: 'Maximum', period }),
        noticeMailDelay.minutes * 60_000,
      ),
    ];
    if (props.topic) for (const each of this.alarms) each.addAlarmAction(new SnsAction(props.topic));
  }
}
