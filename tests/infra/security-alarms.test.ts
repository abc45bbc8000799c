/**
 * Failed and throttled logins become metrics of the login function's logs, and failed ones raise an alarm;
 * so does a morning mail the scheduled job gave up on (issue 35).
 */
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';

import { morningMailAlarm } from '#infra/lib/constructs/morning-mail-alarm';
import { failedLoginAlarm } from '#infra/lib/constructs/security-alarms';

import { refOf, resourcesOf, synthesize } from './synth';

function logGroupIdOf(template: Template, route: string): string {
  const [functionId] = Object.entries(resourcesOf(template)).find(
    ([, r]) => r.Type === 'AWS::Lambda::Function' && r.Properties?.Description === route,
  )!;
  const config = resourcesOf(template)[functionId]!.Properties!.LoggingConfig as { LogGroup: unknown };
  return refOf(config.LogGroup)!;
}

describe('the security alarms', () => {
  const { template } = synthesize();
  const namespace = 'HostelClean/HostelClean-test';

  it('count login.failed and login.throttled events of sign-ins and password changes alike', () => {
    for (const route of ['POST /api/auth/login', 'POST /api/updatePassword']) {
      const logGroup = logGroupIdOf(template, route);
      for (const [metricName, event] of [
        ['LoginFailed', 'login.failed'],
        ['LoginThrottled', 'login.throttled'],
      ]) {
        template.hasResourceProperties('AWS::Logs::MetricFilter', {
          LogGroupName: { Ref: logGroup },
          FilterPattern: `{ ($.message = "security") && ($.event = "${event}") }`,
          MetricTransformations: [{ MetricNamespace: namespace, MetricName: metricName, MetricValue: '1' }],
        });
      }
    }
    const loginFilters = Object.values(resourcesOf(template)).filter(
      (r) =>
        r.Type === 'AWS::Logs::MetricFilter' && String(r.Properties?.FilterPattern).includes('"security"'),
    );
    expect(loginFilters).toHaveLength(4);
  });

  it('alarm on 50 failed logins in 5 minutes, mailing no one unless asked', () => {
    expect(failedLoginAlarm).toEqual({ threshold: 50, periodMinutes: 5 });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: namespace,
      MetricName: 'LoginFailed',
      Statistic: 'Sum',
      Period: 300,
      EvaluationPeriods: 1,
      Threshold: 50,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
      AlarmActions: Match.absent(),
    });
    // The stack's other alarms (the morning mail's here, operations-alarms.test.ts) mail no one either.
    template.allResourcesProperties('AWS::CloudWatch::Alarm', { AlarmActions: Match.absent() });
    template.resourceCountIs('AWS::SNS::Topic', 0);
  });

  it('count the morning mails the scheduled job gave up on, and alarm at the first in an hour', () => {
    const logGroup = logGroupIdOf(
      template,
      'Hourly: makes recurring cleans, tells admins of overdue requests, sends each hostel morning mail',
    );
    expect(morningMailAlarm).toMatchObject({ threshold: 1, periodMinutes: 60 });

    template.hasResourceProperties('AWS::Logs::MetricFilter', {
      LogGroupName: { Ref: logGroup },
      FilterPattern: '{ $.message = "morning mail not sent" }',
      MetricTransformations: [
        { MetricNamespace: namespace, MetricName: 'MorningMailNotSent', MetricValue: '1' },
      ],
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: namespace,
      MetricName: 'MorningMailNotSent',
      Statistic: 'Sum',
      Period: 3600,
      EvaluationPeriods: 1,
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
      AlarmActions: Match.absent(),
    });
  });

  it('mail the alarm address through a TLS-only topic when one is given, with cdk-nag clean', () => {
    const { app, template: mailed } = synthesize({ alarmEmail: 'warden@hostel.example' });
    const [topicId] = Object.entries(resourcesOf(mailed)).find(([, r]) => r.Type === 'AWS::SNS::Topic')!;

    mailed.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'warden@hostel.example',
      TopicArn: { Ref: topicId },
    });
    for (const metricName of ['LoginFailed', 'MorningMailNotSent'])
      mailed.hasResourceProperties('AWS::CloudWatch::Alarm', {
        MetricName: metricName,
        AlarmActions: [{ Ref: topicId }],
      });
    mailed.resourceCountIs('AWS::SNS::Topic', 1);
    mailed.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: Match.objectLike({
        Statement: [
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ],
      }),
    });
    expect(new AwsSolutionsChecks(app).validateScope(app).violations).toEqual([]);
  });
});
