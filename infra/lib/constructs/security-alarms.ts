/**
 * What an operator is told about attacks on sign-in. The handlers log security events as one-line JSON
 * (`{"level":"warn","message":"security","event":"login.failed",…}`, functions/src/log.ts); metric filters
 * on the log groups of the functions that check passwords (sign-in and password change, which share one
 * throttle) count failed and throttled checks into one metric each, and an alarm goes off when failed
 * checks pile up. With an alarm address the alarm mails it (SNS, confirmed once by the recipient).
 */
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { FilterPattern, type ILogGroup, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

/** Failed logins across all accounts in 5 minutes that raise the alarm: far above people mistyping. */
export const failedLoginAlarm = { threshold: 50, periodMinutes: 5 } as const;

/** The security events counted, by the metric each becomes. */
export const countedEvents = { LoginFailed: 'login.failed', LoginThrottled: 'login.throttled' } as const;

export interface SecurityAlarmsProps {
  /** The log groups of the functions that check passwords. */
  passwordCheckLogs: ILogGroup[];
  alarmEmail?: string;
}

export class SecurityAlarms extends Construct {
  readonly failedLogins: Alarm;
  /** The topic that mails the alarm address, when there is one; other alarms of the stack use it too. */
  readonly topic: Topic | undefined;

  constructor(scope: Construct, id: string, props: SecurityAlarmsProps) {
    super(scope, id);
    // Per deployment, so two hostels in one account and region do not add up.
    const namespace = `HostelClean/${Stack.of(this).stackName}`;
    // Filters on several log groups may feed one metric: CloudWatch adds up what they publish.
    const metrics = Object.fromEntries(
      Object.entries(countedEvents).map(([metricName, event]) => {
        props.passwordCheckLogs.forEach(
          (logGroup, index) =>
            new MetricFilter(this, index === 0 ? metricName : `${metricName}${index}`, {
              logGroup,
              filterPattern: FilterPattern.all(
                FilterPattern.stringValue('$.message', '=', 'security'),
                FilterPattern.stringValue('$.event', '=', event),
              ),
              metricNamespace: namespace,
              metricName,
              metricValue: '1',
            }),
        );
        const metric = new Metric({
          namespace,
          metricName,
          statistic: 'Sum',
          period: Duration.minutes(failedLoginAlarm.periodMinutes),
        });
        return [metricName, metric];
      }),
    );

    this.failedLogins = new Alarm(this, 'FailedLogins', {
      alarmDescription: `At least ${failedLoginAlarm.threshold} failed logins in ${failedLoginAlarm.periodMinutes} minutes: someone may be guessing passwords`,
      metric: metrics.LoginFailed!,
      threshold: failedLoginAlarm.threshold,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      // No failed login is no data, and nothing to alarm about.
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });

    this.topic = undefined;
    if (props.alarmEmail) {
      const topic = new Topic(this, 'Topic', {
        displayName: 'Hostel Clean security alarms',
        enforceSSL: true,
      });
      topic.addSubscription(new EmailSubscription(props.alarmEmail));
      this.failedLogins.addAlarmAction(new SnsAction(topic));
      this.topic = topic;
      Validations.of(topic).acknowledge({
        id: 'AwsSolutions-SNS2',
        reason:
          'The topic carries only alarm notices (an alarm name and a count), no user data; encrypting it ' +
          'would need a customer-managed KMS key, a monthly cost, for CloudWatch to publish to it.',
      });
    }
  }
}
