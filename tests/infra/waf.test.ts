/**
 * The two shapes of a deployment: without `waf` one environment-agnostic stack and no web ACL; with it a
 * second stack in us-east-1 whose web ACL rate-limits each client on exactly the route table's login-grade
 * paths, and a distribution that uses that web ACL through a cross-region reference.
 */
import { Match } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';

import { loginGradePaths, loginRateLimit } from '#infra/lib/edge-stack';
import { type RouteDef, routeIds, routes } from '#shared/routes';

import { resourcesOf, synthesize } from './synth';

const authPaths = routeIds.map((id): RouteDef => routes[id]).filter((route) => route.auth === true);

describe('without waf (the default)', () => {
  it('is one stack, with no region or account of its own, and no web ACL', () => {
    const { app, stack, template, edge } = synthesize();

    expect(edge).toBeUndefined();
    expect(app.node.children.filter((child) => child !== stack && 'templateFile' in child)).toEqual([]);
    expect(stack.environment).toBe('aws://unknown-account/unknown-region');
    template.resourceCountIs('AWS::WAFv2::WebACL', 0);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ WebACLId: Match.absent() }),
    });
  });
});

describe('with waf=true', () => {
  const { app, stack, template, edge, edgeTemplate } = synthesize({ waf: true });

  it('adds HostelClean-<hostel>-Edge in us-east-1, and both stacks know their region', () => {
    expect(edge?.stackName).toBe('HostelClean-test-Edge');
    expect(edge?.region).toBe('us-east-1');
    expect(stack.region).toBe('eu-west-1');
    expect(stack.account).toBe(edge?.account);
    expect(stack.dependencies).toContain(edge);
    template.resourceCountIs('AWS::WAFv2::WebACL', 0);
    edgeTemplate!.resourceCountIs('AWS::WAFv2::WebACL', 1);
  });

  it('matches the login-grade paths of the route table, a path with parameters by its prefix', () => {
    const expected = authPaths.map((route) =>
      route.path.includes('{')
        ? { match: 'STARTS_WITH', path: route.path.slice(0, route.path.indexOf('{')) }
        : { match: 'EXACTLY', path: route.path },
    );

    expect(loginGradePaths()).toEqual(expected);
    expect(loginGradePaths()).toContainEqual({ match: 'EXACTLY', path: '/api/auth/login' });
    expect(loginGradePaths()).toContainEqual({ match: 'STARTS_WITH', path: '/api/auth/reset-password/' });
  });

  it('rate-limits each client address on exactly those paths, with a 429, and lets the rest through', () => {
    const [acl] = Object.values(resourcesOf(edgeTemplate!)).filter((r) => r.Type === 'AWS::WAFv2::WebACL');
    const properties = acl!.Properties as {
      Scope: string;
      DefaultAction: unknown;
      Rules: {
        Action: unknown;
        Statement: {
          RateBasedStatement: {
            AggregateKeyType: string;
            Limit: number;
            EvaluationWindowSec: number;
            ScopeDownStatement: { OrStatement: { Statements: Record<string, Record<string, unknown>>[] } };
          };
        };
      }[];
    };
    const [rule] = properties.Rules;
    const rate = rule!.Statement.RateBasedStatement;
    const matched = rate.ScopeDownStatement.OrStatement.Statements.map(({ ByteMatchStatement }) => ({
      match: ByteMatchStatement!.PositionalConstraint,
      path: ByteMatchStatement!.SearchString,
      field: ByteMatchStatement!.FieldToMatch,
      transformations: ByteMatchStatement!.TextTransformations,
    }));

    expect(properties.Scope).toBe('CLOUDFRONT');
    expect(properties.DefaultAction).toEqual({ Allow: {} });
    expect(properties.Rules).toHaveLength(1);
    expect(rule!.Action).toEqual({ Block: { CustomResponse: { ResponseCode: 429 } } });
    expect({ key: rate.AggregateKeyType, limit: rate.Limit, window: rate.EvaluationWindowSec }).toEqual({
      key: 'IP',
      limit: loginRateLimit.requests,
      window: loginRateLimit.windowSeconds,
    });
    expect(matched).toEqual(
      loginGradePaths().map(({ match, path }) => ({
        match,
        path: path.toLowerCase(),
        field: { UriPath: {} },
        transformations: [
          { Priority: 0, Type: 'URL_DECODE' },
          { Priority: 1, Type: 'LOWERCASE' },
        ],
      })),
    );
    expect(matched.map((m) => m.path).sort()).toEqual(
      authPaths.map((route) => route.path.replace(/\{.*$/, '').toLowerCase()).sort(),
    );
  });

  it('puts the web ACL on the distribution through a cross-region reference', () => {
    const aclId = Object.entries(resourcesOf(edgeTemplate!)).find(
      ([, r]) => r.Type === 'AWS::WAFv2::WebACL',
    )![0];
    const [distribution] = Object.values(resourcesOf(template)).filter(
      (r) => r.Type === 'AWS::CloudFront::Distribution',
    );
    const webAclId = (distribution!.Properties!.DistributionConfig as { WebACLId: unknown }).WebACLId;
    const reader = Object.entries(resourcesOf(template)).find(
      ([, r]) => r.Type === 'Custom::CrossRegionExportReader',
    );
    const writer = Object.values(resourcesOf(edgeTemplate!)).find(
      (r) => r.Type === 'Custom::CrossRegionExportWriter',
    );

    expect(webAclId).toEqual({ 'Fn::GetAtt': [reader![0], expect.stringContaining('WebAcl')] });
    expect(JSON.stringify(writer!.Properties)).toContain(JSON.stringify({ 'Fn::GetAtt': [aclId, 'Arn'] }));
  });

  it('keeps cdk-nag clean on both stacks, with CFR2 no longer acknowledged', () => {
    const report = new AwsSolutionsChecks(app).validateScope(app);
    const acknowledged = stack.node
      .findAll()
      .flatMap((construct) => construct.node.metadata)
      .filter((entry) => JSON.stringify(entry.data).includes('AwsSolutions-CFR2'));

    expect(report.violations).toEqual([]);
    expect(acknowledged).toEqual([]);
  });
});
