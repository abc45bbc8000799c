/**
 * The HTTP API, built from the route table: one route and one function per entry, each function granted
 * only what its entry declares (its DynamoDB actions, mail, the JWT key, the photo bucket). The `$default` stage is throttled, harder
 * on the login-grade routes, and writes an access log.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { ArnFormat, Duration, NestedStack, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  type CfnStage,
  HttpApi,
  HttpMethod,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { type IRole, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Code } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

import { originVerifyVariable } from '#functions/http/origin-verify';
import {
  groupOf,
  handlerName,
  type RouteDef,
  type RouteGroup,
  type RouteId,
  routeIds,
  routes,
} from '#shared/routes';

import { ApiFunction, commonPasswordsFile } from './api-function';
import { GroupLambdaIntegration } from './group-lambda-integration';
import { type Mailer, nagAccount, nagRegion } from './mailer';
import type { PhotoBucket } from './photo-bucket';
import type { DataTable } from './table';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const handlerEntry = (id: RouteId) => join(repoRoot, 'functions/src/routes', `${handlerName(id)}.ts`);

/** Requests per second (steady) and burst, for the whole stage and per login-grade route. */
export const throttling = {
  stage: { rateLimit: 50, burstLimit: 100 },
  auth: { rateLimit: 5, burstLimit: 10 },
} as const;

/** scrypt at N=2^17 needs 128 MiB per hash plus the runtime; more memory also means more CPU per hash. */
const memoryMb = { auth: 1024, standard: 512 } as const;
const timeout = Duration.seconds(10);

/** Every route that verifies a session token, and every one that signs one, reads the JWT key. */
export const readsJwtKey = (route: RouteDef) => route.roles !== 'public' || route.signsTokens === true;

export interface RouteWiring {
  table: DataTable;
  jwtSecret: ISecret;
  mailer: Mailer;
  /** The site's origin (`https://…`): mailed links point there. */
  appOrigin: string;
  /** The value CloudFront sends in its origin-verify header (functions/src/http/origin-verify.ts). */
  originVerify: string;
  /** Prebuilt code per route instead of bundling its handler file. */
  handlerCode?: (id: RouteId) => Code;
  /** The photo bucket, granted only to the functions of routes that declare `photos` (issue 32). */
  photos: PhotoBucket;
}

export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly functions = new Map<RouteId, ApiFunction>();
  /**
   * Each route group's functions (each with its role, policy and log group) live in a nested stack of
   * their own: CloudFormation allows 500 resources in a stack, and one stack of every route's function
   * passed it at 68 routes. The API, its routes and integrations stay here.
   */
  private readonly groupStacks = new Map<RouteGroup, NestedStack>();

  constructor(scope: Construct, id: string) {
    super(scope, id);
    // Same origin as the site, behind CloudFront: no CORS configuration is needed.
    this.httpApi = new HttpApi(this, 'HttpApi', { createDefaultStage: false });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new HttpStage(this, 'Stage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: throttling.stage,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        // The route key, never the path: reset links carry their token in the path.
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            ip: '$context.identity.sourceIp',
            route: '$context.routeKey',
            status: '$context.status',
            bytes: '$context.responseLength',
            latencyMs: '$context.responseLatency',
            integrationMs: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });
  }

  /** Adds every route of the table, with its function and its grants. */
  addRouteTable(wiring: RouteWiring): void {
    const authRouteSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> =
      {};
    for (const id of routeIds) {
      const route: RouteDef = routes[id];
      const fn = this.addRouteFunction(id, route, wiring);
      const [httpRoute] = this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new GroupLambdaIntegration(`${id}Integration`, fn.fn),
      });
      // Authentication is the handlers' middleware (HS256 session tokens with a per-user token version),
      // which API Gateway's JWT authorizer cannot check: it needs an OIDC issuer with a JWKS.
      Validations.of(httpRoute!).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          'Each handler authenticates in its middleware (HS256 session token, token version checked against ' +
          'the user record) and public routes are public by design; API Gateway JWT authorizers need OIDC/JWKS.',
      });
      if (route.auth) {
        authRouteSettings[`${route.method} ${route.path}`] = {
          ThrottlingRateLimit: throttling.auth.rateLimit,
          ThrottlingBurstLimit: throttling.auth.burstLimit,
        };
        // Route settings name an existing route key, so the stage waits for the route.
        this.stage.node.addDependency(httpRoute!);
      }
    }
    (this.stage.node.defaultChild as CfnStage).routeSettings = authRouteSettings;
  }

  private addRouteFunction(id: RouteId, route: RouteDef, wiring: RouteWiring): ApiFunction {
    const environment: Record<string, string> = {
      TABLE_NAME: wiring.table.table.tableName,
      APP_ORIGIN: wiring.appOrigin,
      [originVerifyVariable]: wiring.originVerify,
    };
    if (readsJwtKey(route)) environment.JWT_SECRET_ARN = wiring.jwtSecret.secretArn;
    if (route.mail) environment.MAIL_FROM = wiring.mailer.senderEmail;
    if (route.oidcSecret) environment.OIDC_SECRET_PREFIX = this.oidcSecretPrefix();
    if (route.photos) environment.PHOTO_BUCKET = wiring.photos.bucket.bucketName;

    const fn = new ApiFunction(this.groupStack(groupOf(id)), id, {
      entry: handlerEntry(id),
      ...(wiring.handlerCode ? { code: wiring.handlerCode(id) } : {}),
      description: `${route.method} ${route.path}`,
      memorySize: route.auth ? memoryMb.auth : memoryMb.standard,
      timeout,
      environment,
      files: [...(route.setsPassword ? [commonPasswordsFile] : []), ...(route.files ?? [])],
    });
    // The route's own DynamoDB actions, nothing more (no Scan, no batch write unless declared).
    wiring.table.grantActions(fn.role, route.dynamo);
    if (readsJwtKey(route)) wiring.jwtSecret.grantRead(fn.role);
    if (route.mail) wiring.mailer.grantSend(fn.role);
    if (route.oidcSecret) this.grantOidcSecrets(fn.role, route.oidcSecret);
    if (route.photos === 'upload') wiring.photos.grantUpload(fn.role);
    if (route.photos === 'view') wiring.photos.grantView(fn.role);
    this.functions.set(id, fn);
    return fn;
  }

  /**
   * The hostels' identity-provider client secrets (issue 34) are made by the settings route on a hostel's
   * first save, one per hostel, under this stack's own prefix; they outlive the stack (`docs/operations.md`).
   */
  private oidcSecretPrefix(): string {
    return `hostel-clean/${Stack.of(this).stackName}/oidc/`;
  }

  /** Read (sign-in) or also create and change (settings) the secrets under the prefix, nothing else. */
  private grantOidcSecrets(role: IRole, access: 'read' | 'write'): void {
    const stack = Stack.of(this);
    const name = `${this.oidcSecretPrefix()}*`;
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: [
          'secretsmanager:GetSecretValue',
          ...(access === 'write' ? ['secretsmanager:CreateSecret', 'secretsmanager:PutSecretValue'] : []),
        ],
        resources: [
          stack.formatArn({
            service: 'secretsmanager',
            resource: 'secret',
            resourceName: name,
            arnFormat: ArnFormat.COLON_RESOURCE_NAME,
          }),
        ],
      }),
    );
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:secretsmanager:${nagRegion(stack)}:${nagAccount(stack)}:secret:${name}]`,
      reason:
        'One client secret per hostel, made when its admin first saves the settings: the names are known ' +
        "only by their prefix, which is this stack's own.",
    });
  }

  private groupStack(group: RouteGroup): NestedStack {
    let stack = this.groupStacks.get(group);
    if (!stack) {
      stack = new NestedStack(this, `${group[0]!.toUpperCase()}${group.slice(1)}Routes`, {
        description: `Hostel Clean: the functions of the ${group} routes`,
      });
      this.groupStacks.set(group, stack);
    }
    return stack;
  }
}
