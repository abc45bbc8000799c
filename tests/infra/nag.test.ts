/**
 * cdk-nag's AWS Solutions rules over the whole app: no finding may remain unacknowledged, and every
 * acknowledgement must say why.
 */
import { Validations } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';

import type { DeployContext } from '#infra/lib/context';

import { synthesize } from './synth';

const variants: [string, Partial<DeployContext>][] = [
  ['the default context', {}],
  [
    'demo on with a custom domain',
    {
      demo: true,
      domain: {
        name: 'clean.example.org',
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-1111-2222-3333-444455556666',
      },
    },
  ],
];

/** Every acknowledgement in the tree: where, which rule, and the reason given. */
function acknowledgementsOf(root: IConstruct) {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, string>).map(([rule, reason]) => ({
          path: construct.node.path,
          rule,
          reason,
        })),
      ),
  );
}

describe.each(variants)('cdk-nag AwsSolutions on the stack with %s', (_name, config) => {
  it('reports no unacknowledged finding', () => {
    const { app } = synthesize(config);

    const report = new AwsSolutionsChecks(app).validateScope(app);

    expect(report.violations).toEqual([]);
  });
});

describe('cdk-nag acknowledgements', () => {
  it('each carry a written reason of at least one sentence', () => {
    const { app } = synthesize(variants[1]![1]);

    const acknowledgements = acknowledgementsOf(app);

    expect(acknowledgements.length).toBeGreaterThan(0);
    for (const { rule, reason } of acknowledgements) {
      // CDK records an id without a plugin namespace as `Annotation::<id>`; cdk-nag matches it either way.
      expect(rule).toMatch(/^Annotation::AwsSolutions-[A-Z]+\d+(\[.+\])?$/);
      expect(reason.length, `reason for ${rule}`).toBeGreaterThan(40);
    }
  });

  it('do not hide a new finding: an unacknowledged public bucket is reported', () => {
    const { app, stack } = synthesize();
    new Bucket(stack, 'Careless', { enforceSSL: false });

    const report = new AwsSolutionsChecks(app).validateScope(app);

    expect(report.violations.map((violation) => violation.ruleName).sort()).toEqual([
      'AwsSolutions-S1',
      'AwsSolutions-S10',
    ]);
  });
});
