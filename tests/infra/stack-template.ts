/** What the stack's tests read from its synthesized template: resources by type, a route's function, its grants. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { App } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';

import { type RouteDef, type RouteId, routeIds, routes } from '#shared/routes';

import { asList, refOf, resourcesOf, type Statement, statementsOfRole } from './synth';

// AWS-managed CloudFront policies, by their fixed ids.
export const cachingDisabled = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
export const cachingOptimized = '658327ea-f89d-4fab-a63d-7e88639e58f6';
export const allViewerExceptHostHeader = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

export const routeKey = (route: RouteDef) => `${route.method} ${route.path}`;
export const definitionOf = (id: RouteId): RouteDef => routes[id];
export const mailRoutes = routeIds.filter((id) => definitionOf(id).mail === true);
export const authRoutes = routeIds.filter((id) => definitionOf(id).auth === true);

export function idsOfType(template: Template, type: string): string[] {
  return Object.entries(resourcesOf(template))
    .filter(([, resource]) => resource.Type === type)
    .map(([id]) => id);
}

/** The secret whose description names the origin-verify header value. */
export function originVerifySecretId(template: Template): string {
  const [id] = Object.entries(resourcesOf(template)).find(
    ([, resource]) =>
      resource.Type === 'AWS::SecretsManager::Secret' &&
      String(resource.Properties?.Description).includes('came through CloudFront'),
  )!;
  return id;
}

/** The secret of the push notifications' VAPID key pair (issue 33), which only the notice function reads. */
export function pushKeysSecretId(template: Template): string {
  const [id] = Object.entries(resourcesOf(template)).find(
    ([, resource]) =>
      resource.Type === 'AWS::SecretsManager::Secret' &&
      String(resource.Properties?.Description).includes('VAPID'),
  )!;
  return id;
}

/** The dynamic reference CloudFormation resolves to a secret's value at deploy time. */
export const resolvedSecret = (secretId: string) => ({
  'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, ':SecretString:::}}']],
});

/** The logical id of the function behind a route: Route → Integration → Function. */
export function functionIdOf(template: Template, id: RouteId): string {
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

export const propertiesOf = (template: Template, id: string) => resourcesOf(template)[id]?.Properties ?? {};
export const roleIdOf = (template: Template, functionId: string) =>
  refOf(propertiesOf(template, functionId).Role)!;
export const actionsOf = (statements: Statement[]) =>
  statements.flatMap((statement) => asList(statement.Action));

/** The site's deployments: the built files (`/*`) and `config.json` (`/config.json`), by what they invalidate. */
export function deploymentOf(template: Template, path: '/*' | '/config.json') {
  return Object.values(template.findResources('Custom::CDKBucketDeployment')).find((deployment) =>
    (deployment.Properties.DistributionPaths as string[]).includes(path),
  );
}

/** The generated `config.json` of its deployment, from the cloud assembly. */
export function deployedConfig(app: App, template: Template): unknown {
  const [key] = deploymentOf(template, '/config.json')?.Properties.SourceObjectKeys as string[];
  const hash = key!.replace(/\.zip$/, '');
  return JSON.parse(readFileSync(join(app.synth().directory, `asset.${hash}`, 'config.json'), 'utf8'));
}

/** config.json's deployment: never pruning, and served revalidated since index.html preloads it. */
export const configDeployment = {
  SourceObjectKeys: [Match.stringLikeRegexp('\\.zip$')],
  Prune: false,
  SystemMetadata: { 'cache-control': 'no-cache' },
  DistributionPaths: ['/config.json'],
};

/**
 * The policy a route's function must have on the table: its declared actions on the table, and Query (when
 * declared) on the table and its indexes.
 */
export function expectedDynamoStatements(route: RouteDef, tableArn: unknown): Statement[] {
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
export function allIdentityStatements(template: Template): Statement[] {
  return idsOfType(template, 'AWS::IAM::Role').flatMap((roleId) => statementsOfRole(template, roleId));
}

/**
 * The one statement allowed an unscoped resource: CDK's BucketDeployment invalidates the CloudFront cache
 * after copying the site, and grants that on every distribution. (No function here uses X-Ray, and each
 * writes only to its own log group, so there is no logs or X-Ray exception.)
 */
/** Actions IAM cannot scope to a resource: the site deployment's cache invalidation, the stream's listing. */
export const isUnscopable = (statement: Statement) =>
  asList(statement.Action).every((action) =>
    ['cloudfront:CreateInvalidation', 'cloudfront:GetInvalidation', 'dynamodb:ListStreams'].includes(action),
  );
