/** The stack with demo on, a custom domain and the web app built, read back from its synthesized template. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import type { App } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';

import { routeIds } from '#shared/routes';

import {
  actionsOf,
  allIdentityStatements,
  configDeployment,
  deployedConfig,
  deploymentOf,
  functionIdOf,
  idsOfType,
  isUnscopable,
  propertiesOf,
} from './stack-template';
import { asList, builtSite, refOf, statementsOfRole, synthesize } from './synth';

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
