/**
 * Besides the failed-login alarm, the stack alarms on the API's 5xx rate, on function failures (from every
 * function's log group), on Lambda throttles and on the notice mailer falling behind its stream; each mails
 * the alarm address when there is one (README "Alarms").
 */
import { functionErrorPattern, operationsAlarms } from '#infra/lib/constructs/operations-alarms';

import { refOf, resourcesOf, synthesize } from './synth';

describe('the operations alarms', () => {
  const { template } = synthesize();
  const resources = resourcesOf(template);
  const namespace = 'HostelClean/HostelClean-test';
  const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
  const alarmNamed = (id: string) => {
    const found = ofType('AWS::CloudWatch::Alarm').filter(([logicalId]) => logicalId.includes(id));
    expect(found).toHaveLength(1);
    return found[0]![1].Properties!;
  };

  it('alarm when 5% of API requests answer 5xx for ten minutes, once there are 20 requests', () => {
    const alarm = alarmNamed('OperationsApiServerErrors');
    const metrics = alarm.Metrics as {
      Id: string;
      Expression?: string;
      MetricStat?: { Metric: { Namespace: string; MetricName: string; Dimensions: unknown[] }; Stat: string };
    }[];
    const [apiId] = ofType('AWS::ApiGatewayV2::Api')[0]!;

    expect(alarm).toMatchObject({
      Threshold: 5,
      EvaluationPeriods: 2,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
    });
    expect(metrics.find((m) => m.Expression)?.Expression).toBe(
      'IF(requests >= 20, 100 * errors / requests, 0)',
    );
    const stat = (id: string) => metrics.find((m) => m.Id === id)!.MetricStat!;
    expect(stat('errors')).toMatchObject({
      Metric: { Namespace: 'AWS/ApiGateway', MetricName: '5xx' },
      Stat: 'Sum',
    });
    expect(stat('requests')).toMatchObject({ Metric: { MetricName: 'Count' }, Stat: 'Sum' });
    // This API's stage, not the account's APIs together.
    expect(stat('errors').Metric.Dimensions).toEqual([
      { Name: 'ApiId', Value: { Ref: apiId } },
      { Name: 'Stage', Value: '$default' },
    ]);
  });

  it('count failures from the log group of every function, and alarm at 5 in 5 minutes', () => {
    const functions = ofType('AWS::Lambda::Function').filter(([, r]) => r.Properties?.LoggingConfig);
    const filtered = ofType('AWS::Logs::MetricFilter')
      .filter(([, r]) => r.Properties?.FilterPattern === functionErrorPattern.logPatternString)
      .map(([, r]) => refOf(r.Properties!.LogGroupName));
    const logGroups = functions.map(([, r]) =>
      refOf((r.Properties!.LoggingConfig as { LogGroup: unknown }).LogGroup),
    );

    expect(functions.length).toBeGreaterThan(45);
    expect(new Set(filtered)).toEqual(new Set(logGroups));
    template.hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern:
        '?"Task timed out" ?"Invoke Error" ?"Runtime exited" ?"Runtime.ImportModuleError" ?"unhandled error"',
      MetricTransformations: [{ MetricNamespace: namespace, MetricName: 'FunctionErrors', MetricValue: '1' }],
    });
    expect(alarmNamed('OperationsFunctionErrors')).toMatchObject({
      Namespace: namespace,
      MetricName: 'FunctionErrors',
      Statistic: 'Sum',
      Period: 300,
      Threshold: operationsAlarms.functionErrors.count,
    });
  });

  it('alarm on any Lambda throttle, and on the notice mailer more than 10 minutes behind its stream', () => {
    const [mailerId] = ofType('AWS::Lambda::Function').find(
      ([, r]) =>
        r.Properties?.Description ===
        'Mails the notifications the table stream brings and posts webhook deliveries',
    )!;

    expect(alarmNamed('OperationsLambdaThrottles')).toMatchObject({
      Namespace: 'AWS/Lambda',
      MetricName: 'Throttles',
      Statistic: 'Sum',
      Threshold: 1,
    });
    expect(alarmNamed('OperationsNoticeMailDelay')).toMatchObject({
      Namespace: 'AWS/Lambda',
      MetricName: 'IteratorAge',
      Statistic: 'Maximum',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: mailerId } }],
      Threshold: 600_000,
    });
  });

  it('mail every alarm to the alarm address through the one topic', () => {
    const { template: mailed } = synthesize({ alarmEmail: 'warden@hostel.example' });
    const topics = Object.entries(resourcesOf(mailed)).filter(([, r]) => r.Type === 'AWS::SNS::Topic');

    expect(topics).toHaveLength(1);
    mailed.allResourcesProperties('AWS::CloudWatch::Alarm', {
      AlarmActions: [{ Ref: topics[0]![0] }],
    });
    // Failed logins, the morning mail, and the four of operations.
    mailed.resourceCountIs('AWS::CloudWatch::Alarm', 6);
  });
});
