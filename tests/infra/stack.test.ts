/**
 * The stack, read back from its synthesized template: every route of the route table wired to its own
 * function with exactly the grants the route declares, and no grant wider than it needs. The rest of the
 * stack: `stack-site.test.ts` (the site behind CloudFront), `stack-backend.test.ts` (the table, the API
 * stage, the mailer, the outputs) and `stack-demo.test.ts` (demo on, a custom domain, a built site).
 */
import { type Template } from 'aws-cdk-lib/assertions';

import { readsJwtKey } from '#infra/lib/constructs/api';
import { type RouteDef, routeIds, routes } from '#shared/routes';

import {
  actionsOf,
  allIdentityStatements,
  definitionOf,
  expectedDynamoStatements,
  functionIdOf,
  idsOfType,
  isUnscopable,
  mailRoutes,
  originVerifySecretId,
  propertiesOf,
  pushKeysSecretId,
  resolvedSecret,
  roleIdOf,
  routeKey,
} from './stack-template';
import { asList, refOf, statementsOfRole, synthesize } from './synth';

/** An ARN of this stack's account and region, as CDK's `formatArn` writes it. */
const accountArn = (service: string, rest: string) => ({
  'Fn::Join': [
    '',
    [
      'arn:',
      { Ref: 'AWS::Partition' },
      `:${service}:`,
      { Ref: 'AWS::Region' },
      ':',
      { Ref: 'AWS::AccountId' },
      rest,
    ],
  ],
});

describe('the stack with the default context (no demo, no custom domain, site not built)', () => {
  let template: Template;
  let oidcPrefix: string;
  beforeAll(() => {
    let stack;
    ({ template, stack } = synthesize());
    oidcPrefix = `hostel-clean/${stack.stackName}/oidc/`;
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

    // The routes' functions, the notification mailer, the scheduled job's, the retention job's (issue 34),
    // and CDK's site deployment helper.
    expect(timeouts.length).toBe(routeIds.length + 4);
    for (const timeout of timeouts) expect(timeout).toEqual(expect.any(Number));
  });

  it('gives each function the environment its route needs, and the JWT key only by reference', () => {
    const secretId = idsOfType(template, 'AWS::SecretsManager::Secret').find(
      (id) => id !== originVerifySecretId(template) && id !== pushKeysSecretId(template),
    );
    const [tableId] = idsOfType(template, 'AWS::DynamoDB::Table');
    const [distributionId] = idsOfType(template, 'AWS::CloudFront::Distribution');
    const photoBucketId = idsOfType(template, 'AWS::S3::Bucket').find((id) => id.startsWith('Photos'));
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
        ...(route.oidcSecret ? { OIDC_SECRET_PREFIX: oidcPrefix } : {}),
        ...(route.photos ? { PHOTO_BUCKET: { Ref: photoBucketId } } : {}),
      });
    }
  });

  it('grants each function exactly the DynamoDB actions, JWT key and mail its route declares', () => {
    const secretId = idsOfType(template, 'AWS::SecretsManager::Secret').find(
      (id) => id !== originVerifySecretId(template) && id !== pushKeysSecretId(template),
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
        secret: [
          ...(readsJwtKey(route) ? [{ Ref: secretId }] : []),
          // The hostels' client secrets (issue 34): only under this stack's prefix.
          ...(route.oidcSecret ? [accountArn('secretsmanager', `:secret:${oidcPrefix}*`)] : []),
        ],
        mail: route.mail
          ? [
              {
                Effect: 'Allow',
                Action: 'ses:SendEmail',
                Resource: accountArn('ses', ':identity/*'),
                Condition: { StringEquals: { 'ses:FromAddress': 'no-reply@hostel.example' } },
              },
            ]
          : [],
      });
    }
    expect(mailRoutes.length).toBeGreaterThan(0);
  });

  it('lets only the settings route make and change the client secrets; the sign-in routes read them', () => {
    for (const id of routeIds.filter((route) => (routes[route] as RouteDef).oidcSecret)) {
      const statements = statementsOfRole(template, roleIdOf(template, functionIdOf(template, id)));
      const actions = statements
        .filter((s) => JSON.stringify(s.Resource).includes(oidcPrefix))
        .flatMap((s) => asList(s.Action));
      expect(new Set(actions), id).toEqual(
        new Set([
          'secretsmanager:GetSecretValue',
          ...((routes[id] as RouteDef).oidcSecret === 'write'
            ? ['secretsmanager:CreateSecret', 'secretsmanager:PutSecretValue']
            : []),
        ]),
      );
    }
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
});
