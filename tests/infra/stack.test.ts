/**
 * The stack, read back from its synthesized template: every route of the route table wired to its own
 * function with exactly the grants the route declares, the table's safety settings, the private site behind
 * CloudFront, and the throttled, logged API stage.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { App } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';

import { tableDefinition } from '#functions/data/store/table';
import { originVerifyHeader } from '#functions/http/origin-verify';
import { readsJwtKey, throttling } from '#infra/lib/constructs/api';
import { spaRewriteSource } from '#infra/lib/constructs/spa-rewrite';
import { viewerAddressSource } from '#infra/lib/constructs/viewer-address';
import { type RouteDef, type RouteId, routeIds, routes } from '#shared/routes';
import { contentSecurityPolicy } from '#shared/site-headers';

import { asList, builtSite, refOf, resourcesOf, type Statement, statementsOfRole, synthesize } from './synth';

// AWS-managed CloudFront policies, by their fixed ids.
const cachingDisabled = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const cachingOptimized = '658327ea-f89d-4fab-a63d-7e88639e58f6';
const allViewerExceptHostHeader = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

const routeKey = (route: RouteDef) => `${route.method} ${route.path}`;
const definitionOf = (id: RouteId): RouteDef => routes[id];
const mailRoutes = routeIds.filter((id) => definitionOf(id).mail === true);
const authRoutes = routeIds.filter((id) => definitionOf(id).auth === true);

function idsOfType(template: Template, type: string): string[] {
  return Object.entries(resourcesOf(template))
    .filter(([, resource]) => resource.Type === type)
    .map(([id]) => id);
}

/** The secret whose description names the origin-verify header value. */
function originVerifySecretId(template: Template): string {
  const [id] = Object.entries(resourcesOf(template)).find(
    ([, resource]) =>
      resource.Type === 'AWS::SecretsManager::Secret' &&
      String(resource.Properties?.Description).includes('came through CloudFront'),
  )!;
  return id;
}

/** The dynamic reference CloudFormation resolves to a secret's value at deploy time. */
const resolvedSecret = (secretId: string) => ({
  'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, ':SecretString:::}}']],
});

/** The logical id of the function behind a route: Route → Integration → Function. */
function functionIdOf(template: Template, id: RouteId): string {
  const resources = resourcesOf(template);
  const route = Object.values(resources).find(
    (resource) =>
      resource.Type === 'AWS::ApiGatewayV2::Route' && resource.Properties?.RouteKey === routeKey(routes[id]),
  );
  const target = route?.Properties?.Target as { 'Fn::Join': [string, unknown[]] } | undefined;
  const integrationId = refOf(target?.['Fn::Join'][1][1]);
  const integration = resources[integrationId ?? ''];
  const functionId = refOf(integration?.Properties?.IntegrationUri);
  if (!functionId) throw new Error(`No function behind ${routeKey(routes[id])}`);
  return functionId;
}

const propertiesOf = (template: Template, id: string) => resourcesOf(template)[id]?.Properties ?? {};
const roleIdOf = (template: Template, functionId: string) => refOf(propertiesOf(template, functionId).Role)!;
const actionsOf = (statements: Statement[]) => statements.flatMap((statement) => asList(statement.Action));

/** The site's deployments: the built files (`/*`) and `config.json` (`/config.json`), by what they invalidate. */
function deploymentOf(template: Template, path: '/*' | '/config.json') {
  return Object.values(template.findResources('Custom::CDKBucketDeployment')).find((deployment) =>
    (deployment.Properties.DistributionPaths as string[]).includes(path),
  );
}

/** The generated `config.json` of its deployment, from the cloud assembly. */
function deployedConfig(app: App, template: Template): unknown {
  const [key] = deploymentOf(template, '/config.json')?.Properties.SourceObjectKeys as string[];
  const hash = key!.replace(/\.zip$/, '');
  return JSON.parse(readFileSync(join(app.synth().directory, `asset.${hash}`, 'config.json'), 'utf8'));
}

/** config.json's deployment: never pruning, and served revalidated since index.html preloads it. */
const configDeployment = {
  SourceObjectKeys: [Match.stringLikeRegexp('\\.zip$')],
  Prune: false,
  SystemMetadata: { 'cache-control': 'no-cache' },
  DistributionPaths: ['/config.json'],
};

/**
 * The policy a route's function must have on the table: its declared actions on the table, and Query (when
 * declared) on the table and its indexes.
 */
function expectedDynamoStatements(route: RouteDef, tableArn: unknown): Statement[] {
  const onItems = route.dynamo.filter((action) => action !== 'Query').map((action) => `dynamodb:${action}`);
  return [
    ...(onItems.length > 0
      ? [{ Effect: 'Allow', Action: onItems.length === 1 ? onItems[0]! : onItems, Resource: tableArn }]
      : []),
    ...(route.dynamo.includes('Query')
      ? [
          {
            Effect: 'Allow',
            Action: 'dynamodb:Query',
            Resource: [tableArn, { 'Fn::Join': ['', [tableArn, '/index/*']] }],
          },
        ]
      : []),
  ];
}

/** Every statement of every identity policy in the template (roles' inline policies and AWS::IAM::Policy). */
function allIdentityStatements(template: Template): Statement[] {
  return idsOfType(template, 'AWS::IAM::Role').flatMap((roleId) => statementsOfRole(template, roleId));
}

/**
 * The one statement allowed an unscoped resource: CDK's BucketDeployment invalidates the CloudFront cache
 * after copying the site, and grants that on every distribution. (No function here uses X-Ray, and each
 * writes only to its own log group, so there is no logs or X-Ray exception.)
 */
/** Actions IAM cannot scope to a resource: the site deployment's cache invalidation, the stream's listing. */
const isUnscopable = (statement: Statement) =>
  asList(statement.Action).every((action) =>
    ['cloudfront:CreateInvalidation', 'cloudfront:GetInvalidation', 'dynamodb:ListStreams'].includes(action),
  );

describe('the stack with the default context (no demo, no custom domain, site not built)', () => {
  let app: App;
  let template: Template;
  beforeAll(() => {
    ({ app, template } = synthesize());
  });

  it('declares one route per route-table entry, each to a function of its own', () => {
    const routeKeys = idsOfType(template, 'AWS::ApiGatewayV2::Route').map(
      (id) => propertiesOf(template, id).RouteKey,
    );
    const functionIds = routeIds.map((id) => functionIdOf(template, id));

    expect([...routeKeys].sort()).toEqual(routeIds.map((id) => routeKey(routes[id])).sort());
    expect(new Set(functionIds).size).toBe(routeIds.length);
    for (const [index, id] of routeIds.entries())
      expect(propertiesOf(template, functionIds[index]!).Description).toBe(routeKey(routes[id]));
  });

  it('runs every route function on Node.js 24, arm64, with its timeout, memory and log retention', () => {
    for (const id of routeIds) {
      const properties = propertiesOf(template, functionIdOf(template, id));
      const logGroupId = refOf((properties.LoggingConfig as { LogGroup: unknown }).LogGroup)!;

      expect({
        runtime: properties.Runtime,
        architectures: properties.Architectures,
        timeout: properties.Timeout,
        memory: properties.MemorySize,
        retentionDays: propertiesOf(template, logGroupId).RetentionInDays,
      }).toEqual({
        runtime: 'nodejs24.x',
        architectures: ['arm64'],
        timeout: 10,
        memory: definitionOf(id).auth ? 1024 : 512,
        retentionDays: 30,
      });
    }
  });

  it('sets an explicit timeout on every function of the stack, CDK helpers included', () => {
    const timeouts = idsOfType(template, 'AWS::Lambda::Function').map(
      (id) => propertiesOf(template, id).Timeout,
    );

    // The routes' functions, the notification mailer, the scheduled job's, and CDK's site deployment helper.
    expect(timeouts.length).toBe(routeIds.length + 3);
    for (const timeout of timeouts) expect(timeout).toEqual(expect.any(Number));
  });

  it('gives each function the environment its route needs, and the JWT key only by reference', () => {
    const secretId = idsOfType(template, 'AWS::SecretsManager::Secret').find(
      (id) => id !== originVerifySecretId(template),
    );
    const [tableId] = idsOfType(template, 'AWS::DynamoDB::Table');
    const [distributionId] = idsOfType(template, 'AWS::CloudFront::Distribution');
    for (const id of routeIds) {
      const route: RouteDef = routes[id];
      const environment = (
        propertiesOf(template, functionIdOf(template, id)).Environment as {
          Variables: Record<string, unknown>;
        }
      ).Variables;

      expect(environment).toEqual({
        TABLE_NAME: { Ref: tableId },
        APP_ORIGIN: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]] },
        NODE_OPTIONS: '--enable-source-maps',
        ORIGIN_VERIFY: resolvedSecret(originVerifySecretId(template)),
        ...(readsJwtKey(route) ? { JWT_SECRET_ARN: { Ref: secretId } } : {}),
        ...(route.mail ? { MAIL_FROM: 'no-reply@hostel.example' } : {}),
      });
    }
  });

  it('grants each function exactly the DynamoDB actions, JWT key and mail its route declares', () => {
    const secretId = idsOfType(template, 'AWS::SecretsManager::Secret').find(
      (id) => id !== originVerifySecretId(template),
    );
    const [tableId] = idsOfType(template, 'AWS::DynamoDB::Table');
    const tableArn = { 'Fn::GetAtt': [tableId, 'Arn'] };
    for (const id of routeIds) {
      const route: RouteDef = routes[id];
      const roleId = roleIdOf(template, functionIdOf(template, id));
      const statements = statementsOfRole(template, roleId);
      const dynamoStatements = statements.filter((s) =>
        asList(s.Action).some((a) => a.startsWith('dynamodb:')),
      );
      const secretStatements = statements.filter((s) =>
        asList(s.Action).includes('secretsmanager:GetSecretValue'),
      );
      const mailStatements = statements.filter((s) => asList(s.Action).some((a) => a.startsWith('ses:')));

      expect(propertiesOf(template, roleId).ManagedPolicyArns).toBeUndefined();
      expect({
        dynamo: dynamoStatements,
        secret: secretStatements.map((s) => s.Resource),
        mail: mailStatements,
      }).toEqual({
        dynamo: expectedDynamoStatements(route, tableArn),
        secret: readsJwtKey(route) ? [{ Ref: secretId }] : [],
        mail: route.mail
          ? [
              {
                Effect: 'Allow',
                Action: 'ses:SendEmail',
                Resource: {
                  'Fn::Join': [
                    '',
                    [
                      'arn:',
                      { Ref: 'AWS::Partition' },
                      ':ses:',
                      { Ref: 'AWS::Region' },
                      ':',
                      { Ref: 'AWS::AccountId' },
                      ':identity/*',
                    ],
                  ],
                },
                Condition: { StringEquals: { 'ses:FromAddress': 'no-reply@hostel.example' } },
              },
            ]
          : [],
      });
    }
    expect(mailRoutes.length).toBeGreaterThan(0);
  });

  it('grants no route a Scan, a batch write or table management, and each route’s actions fit its table kind', () => {
    const reads = new Set(['GetItem', 'BatchGetItem', 'Query']);
    const granted = routeIds.flatMap((id) =>
      actionsOf(statementsOfRole(template, roleIdOf(template, functionIdOf(template, id)))),
    );

    expect(granted.filter((action) => action.startsWith('dynamodb:')).sort()).not.toContain('dynamodb:Scan');
    expect(new Set(granted.filter((action) => action.startsWith('dynamodb:')))).toEqual(
      new Set(
        ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'].map(
          (a) => `dynamodb:${a}`,
        ),
      ),
    );
    for (const id of routeIds) {
      const route: RouteDef = routes[id];
      const writes = route.dynamo.filter((action) => !reads.has(action));
      expect({ id, none: route.dynamo.length === 0, writes: writes.length > 0 }).toEqual({
        id,
        none: route.table === 'none',
        writes: route.table === 'write',
      });
    }
  });

  it('lets each function write logs to its own log group only', () => {
    for (const id of routeIds) {
      const functionId = functionIdOf(template, id);
      const logGroupId = refOf(
        (propertiesOf(template, functionId).LoggingConfig as { LogGroup: unknown }).LogGroup,
      );
      const logStatements = statementsOfRole(template, roleIdOf(template, functionId)).filter((s) =>
        asList(s.Action).some((action) => action.startsWith('logs:')),
      );

      expect(logStatements).toEqual([
        {
          Effect: 'Allow',
          Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
          Resource: { 'Fn::GetAtt': [logGroupId, 'Arn'] },
        },
      ]);
    }
  });

  it('has no IAM statement with a wildcard action or an unscoped resource, bar the cache invalidation and the stream listing', () => {
    const statements = allIdentityStatements(template);
    const wildcardActions = actionsOf(statements).filter((action) => action === '*' || action.endsWith(':*'));
    const unscoped = statements.filter((s) => asList(s.Resource).includes('*'));

    expect(statements.length).toBeGreaterThan(routeIds.length);
    expect(wildcardActions).toEqual([]);
    expect(unscoped.filter((s) => !isUnscopable(s))).toEqual([]);
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

  it('keeps the site bucket private, TLS-only and readable by this distribution alone (OAC)', () => {
    const [bucketId] = idsOfType(template, 'AWS::S3::Bucket');
    const [distributionId] = idsOfType(template, 'AWS::CloudFront::Distribution');
    const [oacId] = idsOfType(template, 'AWS::CloudFront::OriginAccessControl');
    const bucketArn = { 'Fn::GetAtt': [bucketId, 'Arn'] };
    const objects = { 'Fn::Join': ['', [bucketArn, '/*']] };

    template.resourceCountIs('AWS::S3::Bucket', 1);
    template.resourceCountIs('AWS::CloudFront::CloudFrontOriginAccessIdentity', 0);
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      WebsiteConfiguration: Match.absent(),
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: bucketId },
      PolicyDocument: {
        Version: '2012-10-17',
        Statement: [
          {
            Effect: 'Deny',
            Principal: { AWS: '*' },
            Action: 's3:*',
            Resource: [bucketArn, objects],
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          },
          {
            Effect: 'Allow',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: 's3:GetObject',
            Resource: objects,
            Condition: {
              StringEquals: {
                'AWS:SourceArn': {
                  'Fn::Join': [
                    '',
                    [
                      'arn:',
                      { Ref: 'AWS::Partition' },
                      ':cloudfront::',
                      { Ref: 'AWS::AccountId' },
                      ':distribution/',
                      { Ref: distributionId },
                    ],
                  ],
                },
              },
            },
          },
        ],
      },
    });
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
        SigningProtocol: 'sigv4',
      }),
    });
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Origins: Match.arrayWith([
          Match.objectLike({
            DomainName: { 'Fn::GetAtt': [bucketId, 'RegionalDomainName'] },
            OriginAccessControlId: { 'Fn::GetAtt': [oacId, 'Id'] },
            S3OriginConfig: { OriginAccessIdentity: '' },
          }),
        ]),
      }),
    });
  });

  it('compresses the site at the edge: brotli or gzip, as the viewer accepts', () => {
    const config = propertiesOf(template, idsOfType(template, 'AWS::CloudFront::Distribution')[0]!)
      .DistributionConfig as {
      DefaultCacheBehavior: { Compress?: boolean; CachePolicyId?: string };
    };

    // CachingOptimized is the managed policy with gzip and brotli in the cache key, which edge
    // compression of JS, CSS, HTML, JSON and SVG needs.
    expect(config.DefaultCacheBehavior).toMatchObject({ Compress: true, CachePolicyId: cachingOptimized });
  });

  it('sends /api/* to the HTTP API uncached, with everything but Host, the viewer address and the origin-verify value, for every method', () => {
    const [apiId] = idsOfType(template, 'AWS::ApiGatewayV2::Api');
    const config = propertiesOf(template, idsOfType(template, 'AWS::CloudFront::Distribution')[0]!)
      .DistributionConfig as {
      CacheBehaviors: { TargetOriginId: string }[];
      Origins: { Id: string }[];
    };
    const [behaviour] = config.CacheBehaviors;
    const origin = config.Origins.find((candidate) => candidate.Id === behaviour?.TargetOriginId);
    const viewerAddressId = Object.entries(resourcesOf(template)).find(
      ([, resource]) =>
        resource.Type === 'AWS::CloudFront::Function' &&
        resource.Properties?.FunctionCode === viewerAddressSource,
    )![0];

    expect(config.CacheBehaviors).toHaveLength(1);
    expect(behaviour).toEqual({
      PathPattern: '/api/*',
      TargetOriginId: origin?.Id,
      CachePolicyId: cachingDisabled,
      OriginRequestPolicyId: allViewerExceptHostHeader,
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      ViewerProtocolPolicy: 'https-only',
      Compress: true,
      ResponseHeadersPolicyId: { Ref: idsOfType(template, 'AWS::CloudFront::ResponseHeadersPolicy')[0] },
      FunctionAssociations: [
        { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [viewerAddressId, 'FunctionARN'] } },
      ],
    });
    template.hasResourceProperties('AWS::CloudFront::Function', {
      Name: Match.anyValue(),
      FunctionCode: viewerAddressSource,
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
    expect(origin).toEqual({
      Id: behaviour?.TargetOriginId,
      DomainName: {
        'Fn::Select': [
          2,
          {
            'Fn::Split': ['/', { 'Fn::GetAtt': [apiId, 'ApiEndpoint'] }],
          },
        ],
      },
      CustomOriginConfig: { OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] },
      OriginCustomHeaders: [
        { HeaderName: originVerifyHeader, HeaderValue: resolvedSecret(originVerifySecretId(template)) },
      ],
    });
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: { PasswordLength: 48, ExcludePunctuation: true },
    });
  });

  it('serves client routes with a viewer-request function, not distribution-wide error pages', () => {
    const functionId = idsOfType(template, 'AWS::CloudFront::Function').find(
      (id) => propertiesOf(template, id).FunctionCode === spaRewriteSource,
    );

    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: spaRewriteSource,
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
      AutoPublish: true,
    });
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        CustomErrorResponses: Match.absent(),
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          FunctionAssociations: [
            { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } },
          ],
        }),
      }),
    });
  });

  it('sends the security headers with every response', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          StrictTransportSecurity: {
            AccessControlMaxAgeSec: 31_536_000,
            IncludeSubdomains: true,
            Override: true,
          },
          ContentSecurityPolicy: { ContentSecurityPolicy: contentSecurityPolicy, Override: true },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'no-referrer', Override: true },
        },
      }),
    });
    expect(contentSecurityPolicy).toContain("script-src 'self'");
    expect(contentSecurityPolicy).toContain("img-src 'self' data:");
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

  it('mails notifications from the table stream: only inserted notifications wake the mailer, which alone of the request workflow may send', () => {
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
        ],
      },
    });
    const mailerId = refOf(mapping?.Properties?.FunctionName)!;
    const mailerActions = actionsOf(statementsOfRole(template, roleIdOf(template, mailerId)));
    expect(mailerActions).toEqual(
      expect.arrayContaining(['ses:SendEmail', 'dynamodb:BatchGetItem', 'dynamodb:GetRecords']),
    );
    expect(
      mailerActions.filter((action) => /^dynamodb:(Put|Update|Delete|TransactWrite|Scan|Query)/.test(action)),
    ).toEqual([]);
    for (const id of ['allotRequest', 'rejectRequest', 'completeRequest', 'createRating'] as const) {
      const actions = actionsOf(statementsOfRole(template, roleIdOf(template, functionIdOf(template, id))));
      expect({ id, mails: actions.includes('ses:SendEmail') }).toEqual({ id, mails: false });
    }
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
      SenderEmail: 'no-reply@hostel.example',
    });
    template.resourceCountIs('Custom::Trigger', 0);
  });

  it('deploys only config.json, with demo off, when the web app is not built', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 1);
    template.hasResourceProperties('Custom::CDKBucketDeployment', configDeployment);
    expect(deployedConfig(app, template)).toEqual({ apiBase: '/api', demo: false });
  });
});

describe('the stack with demo on, a custom domain and the web app built', () => {
  let app: App;
  let template: Template;
  beforeAll(() => {
    ({ app, template } = synthesize(
      {
        demo: true,
        domain: {
          name: 'clean.example.org',
          certificateArn:
            'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-1111-2222-3333-444455556666',
        },
      },
      { siteDir: builtSite() },
    ));
  });

  it('deploys the built site, pruning all but config.json, and a config.json with demo on', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 2);
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      SourceObjectKeys: [Match.stringLikeRegexp('\\.zip$')],
      Prune: true,
      Exclude: ['config.json'],
      DistributionPaths: ['/*'],
    });
    template.hasResourceProperties('Custom::CDKBucketDeployment', configDeployment);
    expect(deployedConfig(app, template)).toEqual({ apiBase: '/api', demo: true });
  });

  it('uploads the built site without its source maps', () => {
    const deployment = deploymentOf(template, '/*');
    const siteHash = (deployment?.Properties.SourceObjectKeys as string[])[0]!.replace(/\.zip$/, '');
    const staged = join(app.synth().directory, `asset.${siteHash}`);
    expect(readdirSync(staged, { recursive: true }).map(String).sort()).toEqual([
      'assets',
      join('assets', 'index-abc.js'),
      'index.html',
    ]);
  });

  it('serves the custom domain with its certificate and TLS 1.2, and mails links to it', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['clean.example.org'],
        ViewerCertificate: {
          AcmCertificateArn:
            'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-1111-2222-3333-444455556666',
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      }),
    });
    const origins = routeIds.map(
      (id) =>
        (
          propertiesOf(template, functionIdOf(template, id)).Environment as {
            Variables: Record<string, unknown>;
          }
        ).Variables.APP_ORIGIN,
    );
    expect(new Set(origins)).toEqual(new Set(['https://clean.example.org']));
  });

  it('seeds the demo accounts on deploy with a function that may use the table and nothing else', () => {
    const [tableId] = idsOfType(template, 'AWS::DynamoDB::Table');
    const seedId = idsOfType(template, 'AWS::Lambda::Function').find((id) => id.startsWith('DemoSeed'))!;
    const seed = propertiesOf(template, seedId);
    const services = new Set(
      actionsOf(statementsOfRole(template, refOf(seed.Role)!)).map((action) => action.split(':')[0]),
    );

    template.resourceCountIs('Custom::Trigger', 1);
    template.hasResource('Custom::Trigger', { DependsOn: [tableId] });
    expect({ runtime: seed.Runtime, architectures: seed.Architectures, timeout: seed.Timeout }).toEqual({
      runtime: 'nodejs24.x',
      architectures: ['arm64'],
      timeout: 60,
    });
    expect((seed.Environment as { Variables: unknown }).Variables).toEqual({
      TABLE_NAME: { Ref: tableId },
      NODE_OPTIONS: '--enable-source-maps',
    });
    expect(services).toEqual(new Set(['logs', 'dynamodb']));
  });

  it('still has no IAM statement with a wildcard action or an unscoped resource, bar the cache invalidation and the stream listing', () => {
    const statements = allIdentityStatements(template);
    const wildcardActions = actionsOf(statements).filter((action) => action === '*' || action.endsWith(':*'));
    const unscoped = statements.filter((s) => asList(s.Resource).includes('*'));

    expect(wildcardActions).toEqual([]);
    expect(unscoped.filter((s) => !isUnscopable(s))).toEqual([]);
  });
});
