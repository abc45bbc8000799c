/**
 * What an operator is told when the morning mail cannot be sent (issue 35). The scheduled job logs one
 * line per admin whose mail it gave up on (`{"level":"error","message":"morning mail not sent",…}`,
 * functions/src/domain/morning-mail.ts); a metric filter on the job's log group counts them, and an alarm
 * goes off at the first one. The job sends such a mail again in its later runs of the same day, so the
 * alarm says SES is refusing or failing, not that the mail is lost; with an alarm address it is mailed
 * through the security alarms' topic.
 */
import { Duration, Stack } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { FilterPattern, type ILogGroup, MetricFilter } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';

/** One mail given up on within an hour (one run) raises the alarm. */
export const morningMailAlarm = {
  threshold: 1,
  periodMinutes: 60,
  metricName: 'MorningMailNotSent',
  logMessage: 'morning mail not sent',
} as const;

export interface MorningMailAlarmProps {
  /** The scheduled job's log group. */
  jobLogs: ILogGroup;
  /** Where the alarm is sent, when the deployment has an alarm address. */
  topic?: ITopic;
}

export class MorningMailAlarm extends Construct {
  readonly alarm: Alarm;

  constructor(scope: Construct, id: string, props: MorningMailAlarmProps) {
    super(scope, id);
    const namespace = `HostelClean/${Stack.of(this).stackName}`;
    const { metricName, logMessage, threshold, periodMinutes } = morningMailAlarm;
    new MetricFilter(this, metricName, {
      logGroup: props.jobLogs,
      filterPattern: FilterPattern.stringValue('$.message', '=', logMessage),
      metricNamespace: namespace,
      metricName,
      metricValue: '1',
    });
    this.alarm = new Alarm(this, 'NotSent', {
      alarmDescription:
        'A morning mail could not be sent (SES failed after retries or refused it); the next runs of the ' +
        'same day try again',
      metric: new Metric({
        namespace,
        metricName,
        statistic: 'Sum',
        period: Duration.minutes(periodMinutes),
      }),
      threshold,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      // No mail given up on is no data, and nothing to alarm about.
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    if (props.topic) this.alarm.addAlarmAction(new SnsAction(props.topic));
  }
}
