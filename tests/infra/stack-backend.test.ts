/**
 * The stack's table, API stage, mailer and outputs, read back from its synthesized template: the table's
 * safety settings, the throttled and logged stage, notifications mailed from the table stream, and the
 * outputs and config an operator needs.
 */
import type { App } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';

import { tableDefinition } from '#functions/data/store/table';
import { throttling } from '#infra/lib/constructs/api';
import { routes } from '#shared/routes';

import {
  actionsOf,
  authRoutes,
  configDeployment,
  deployedConfig,
  functionIdOf,
  idsOfType,
  propertiesOf,
  pushKeysSecretId,
  roleIdOf,
  routeKey,
} from './stack-template';
import { refOf, statementsOfRole, synthesize } from './synth';

describe('the stack with the default context (no demo, no custom domain, site not built)', () => {
  let app: App;
  let template: Template;
  beforeAll(() => {
    ({ app, template } = synthesize());
  });

  it('keeps the table: on demand, point-in-time recovery, deletion protection, retained, same keys as local', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
        TimeToLiveSpecification: { AttributeName: tableDefinition.ttlAttribute, Enabled: true },
        KeySchema: [
          { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
          { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: tableDefinition.indexes.map((index) => ({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      }),
    });
  });

  it('throttles the stage, tighter on the login-grade routes, and logs each request by route key', () => {
    const [logGroupId] = idsOfType(template, 'AWS::Logs::LogGroup').filter((id) =>
      id.startsWith('ApiAccessLogs'),
    );
    const stage = propertiesOf(template, idsOfType(template, 'AWS::ApiGatewayV2::Stage')[0]!);
    const format = JSON.parse((stage.AccessLogSettings as { Format: string }).Format) as Record<
      string,
      string
    >;

    expect(throttling.auth.rateLimit).toBeLessThan(throttling.stage.rateLimit);
    expect(throttling.auth.burstLimit).toBeLessThan(throttling.stage.burstLimit);
    expect({
      name: stage.StageName,
      autoDeploy: stage.AutoDeploy,
      defaults: stage.DefaultRouteSettings,
      routes: stage.RouteSettings,
      destination: (stage.AccessLogSettings as { DestinationArn: unknown }).DestinationArn,
    }).toEqual({
      name: '$default',
      autoDeploy: true,
      defaults: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
      routes: Object.fromEntries(
        authRoutes.map((id) => [routeKey(routes[id]), { ThrottlingRateLimit: 5, ThrottlingBurstLimit: 10 }]),
      ),
      destination: { 'Fn::GetAtt': [logGroupId, 'Arn'] },
    });
    expect(authRoutes.length).toBeGreaterThan(0);
    expect(format.route).toBe('$context.routeKey');
    // Reset links carry their token in the path, so the path is never logged.
    expect(Object.values(format).some((value) => value.includes('$context.path'))).toBe(false);
  });

  it('mails notifications from the table stream: only inserted notifications (and written requests, new maintenance reports and inspections, for webhooks) wake the mailer, which alone of the request workflow may send', () => {
    const [tableId] = idsOfType(template, 'AWS::DynamoDB::Table');
    expect(propertiesOf(template, tableId!).StreamSpecification).toEqual({ StreamViewType: 'NEW_IMAGE' });
    const [mapping] = Object.values(template.findResources('AWS::Lambda::EventSourceMapping'));
    expect(mapping?.Properties).toMatchObject({
      EventSourceArn: { 'Fn::GetAtt': [tableId, 'StreamArn'] },
      StartingPosition: 'LATEST',
      BatchSize: 100,
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 3,
      FilterCriteria: {
        Filters: [
          {
            Pattern: JSON.stringify({
              eventName: ['INSERT'],
              dynamodb: { NewImage: { entity: { S: ['Notification'] } } },
            }),
          },
          {
            Pattern: JSON.stringify({
              eventName: ['INSERT', 'MODIFY'],
              dynamodb: { NewImage: { entity: { S: ['Request'] } } },
            }),
          },
          {
            Pattern: JSON.stringify({
              eventName: ['INSERT'],
              dynamodb: { NewImage: { entity: { S: ['MaintenanceReport', 'Inspection'] } } },
            }),
          },
        ],
      },
    });
    const mailerId = refOf(mapping?.Properties?.FunctionName)!;
    const mailerActions = actionsOf(statementsOfRole(template, roleIdOf(template, mailerId)));
    expect(mailerActions).toEqual(
      expect.arrayContaining(['ses:SendEmail', 'dynamodb:BatchGetItem', 'dynamodb:GetRecords']),
    );
    // Its only writes rewrite or delete a reader's push devices when a push service says one is gone, and
    // put and update webhook deliveries.
    expect(
      mailerActions.filter((action) => /^dynamodb:(Put|Update|Delete|TransactWrite|Scan|Query)/.test(action)),
    ).toEqual(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem']);
    for (const id of ['allotRequest', 'rejectRequest', 'completeRequest', 'createRating'] as const) {
      const actions = actionsOf(statementsOfRole(template, roleIdOf(template, functionIdOf(template, id))));
      expect({ id, mails: actions.includes('ses:SendEmail') }).toEqual({ id, mails: false });
    }
  });

  it('lets the notice function alone read the VAPID key pair, and names its secret for push:keys', () => {
    const pushSecret = pushKeysSecretId(template);
    const [mapping] = Object.values(template.findResources('AWS::Lambda::EventSourceMapping'));
    const mailerId = refOf(mapping?.Properties?.FunctionName)!;
    const readers = idsOfType(template, 'AWS::IAM::Policy').filter((id) =>
      JSON.stringify(propertiesOf(template, id).PolicyDocument).includes(`"Ref":"${pushSecret}"`),
    );
    expect(readers).toHaveLength(1);
    expect(JSON.stringify(propertiesOf(template, readers[0]!).Roles)).toContain(roleIdOf(template, mailerId));
    const environment = (
      propertiesOf(template, mailerId).Environment as { Variables: Record<string, unknown> }
    ).Variables;
    expect(environment.PUSH_KEYS_SECRET_ARN).toEqual({ Ref: pushSecret });
  });

  it('makes the JWT key, the sender identity and the outputs an operator needs', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: { PasswordLength: 64, ExcludePunctuation: true },
    });
    template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'no-reply@hostel.example' });
    const [tableId] = idsOfType(template, 'AWS::DynamoDB::Table');
    const domainName = {
      'Fn::GetAtt': [idsOfType(template, 'AWS::CloudFront::Distribution')[0], 'DomainName'],
    };
    const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;

    expect(Object.fromEntries(Object.entries(outputs).map(([key, output]) => [key, output.Value]))).toEqual({
      SiteUrl: { 'Fn::Join': ['', ['https://', domainName]] },
      DistributionDomainName: domainName,
      TableName: { Ref: tableId },
      // Issue 32: where the photos are kept (`stack-photos.test.ts`).
      PhotoBucket: { Ref: idsOfType(template, 'AWS::S3::Bucket').find((id) => id.startsWith('Photos')) },
      SenderEmail: 'no-reply@hostel.example',
      PushKeysSecret: { Ref: pushKeysSecretId(template) },
    });
    template.resourceCountIs('Custom::Trigger', 0);
  });

  it('deploys only config.json, with demo off, when the web app is not built', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 1);
    template.hasResourceProperties('Custom::CDKBucketDeployment', configDeployment);
    expect(deployedConfig(app, template)).toEqual({ apiBase: '/api', demo: false });
  });
});
