/**
 * With `waf` on, the deployment's second stack, `HostelClean-<hostel>-Edge` in us-east-1: the AWS WAF web
 * ACL that CloudFront puts in front of the site (a web ACL for CloudFront must be in us-east-1). The main
 * stack reads its ARN through CDK's cross-region references.
 *
 * One rule: a rate limit per client address on the login-grade routes of the route table (`auth: true`),
 * the ones that cost a password hash or send mail. Everything else passes; the API stage's throttling and
 * the handlers' own limits still apply behind it.
 */
import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

import { type RouteDef, routeIds, routes } from '#shared/routes';

/**
 * Requests per client address to the login-grade routes in any 5 minutes. A hostel's students often share
 * one public address (the hostel's Wi-Fi), so it is far above what people signing in make, and far below
 * what a password-guessing or hash-flooding script needs.
 */
export const loginRateLimit = { requests: 300, windowSeconds: 300 } as const;

/** How a login-grade path is matched: exactly, or up to its first path parameter. */
export interface LoginPath {
  match: 'EXACTLY' | 'STARTS_WITH';
  path: string;
}

/** The login-grade routes' paths, from the route table (a route with parameters by its fixed prefix). */
export function loginGradePaths(): LoginPath[] {
  const paths = new Map<string, LoginPath>();
  for (const id of routeIds) {
    const route: RouteDef = routes[id];
    if (!route.auth) continue;
    const parameter = route.path.indexOf('{');
    const path: LoginPath =
      parameter === -1
        ? { match: 'EXACTLY', path: route.path }
        : { match: 'STARTS_WITH', path: route.path.slice(0, parameter) };
    paths.set(`${path.match} ${path.path}`, path);
  }
  return [...paths.values()];
}

/**
 * Compared after URL-decoding and lower-casing the request's path, so `/api/auth/%4Cogin` or a change of
 * case cannot slip past the rule; the table's paths are lower-cased to match.
 */
function pathStatement({ match, path }: LoginPath): CfnWebACL.StatementProperty {
  return {
    byteMatchStatement: {
      fieldToMatch: { uriPath: {} },
      positionalConstraint: match,
      searchString: path.toLowerCase(),
      textTransformations: [
        { priority: 0, type: 'URL_DECODE' },
        { priority: 1, type: 'LOWERCASE' },
      ],
    },
  };
}

export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, props);
    const paths = loginGradePaths().map(pathStatement);
    const metricName = (name: string) => `${this.stackName}-${name}`;

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      description: 'Hostel Clean: a per-client rate limit on the login-grade routes',
      defaultAction: { allow: {} },
      visibilityConfig: {
        cloudWatchMetricsEnabled: true,
        metricName: metricName('web-acl'),
        sampledRequestsEnabled: true,
      },
      rules: [
        {
          name: 'login-rate-per-client',
          priority: 0,
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: loginRateLimit.requests,
              evaluationWindowSec: loginRateLimit.windowSeconds,
              scopeDownStatement: paths.length === 1 ? paths[0] : { orStatement: { statements: paths } },
            },
          },
          // 429, as the API stage's own throttling answers, so the site shows "too many attempts".
          action: { block: { customResponse: { responseCode: 429 } } },
          visibilityConfig: {
            cloudWatchMetricsEnabled: true,
            metricName: metricName('login-rate'),
            sampledRequestsEnabled: true,
          },
        },
      ],
    });
  }
}
