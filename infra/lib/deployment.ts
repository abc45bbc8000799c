/**
 * One deployment: the main stack, and with `waf` on the edge stack that holds its web ACL. The CDK app and
 * the infrastructure tests both build it here, so the tests read the very shape that deploys.
 */
import { Annotations, type App } from 'aws-cdk-lib';

import { type DeployContext, type DeployEnvironment, edgeStackNameOf, stackNameOf } from './context';
import { EdgeStack } from './edge-stack';
import { HostelStack, type HostelStackProps } from './hostel-stack';

export interface Deployment {
  main: HostelStack;
  edge?: EdgeStack;
}

export function addDeployment(
  app: App,
  config: DeployContext,
  environment: DeployEnvironment | undefined,
  options: Pick<HostelStackProps, 'siteDir' | 'handlerCode'> = {},
): Deployment {
  const description = `Hostel Clean for ${config.hostel}`;
  if (!config.waf || !environment)
    // No account or region: the template is the same on every machine, and deploys where the credentials point.
    return { main: new HostelStack(app, stackNameOf(config.hostel), { config, description, ...options }) };

  const account = environment.account !== undefined ? { account: environment.account } : {};
  const edge = new EdgeStack(app, edgeStackNameOf(config.hostel), {
    env: { ...account, region: 'us-east-1' },
    crossRegionReferences: true,
    description: `${description}: the web ACL in front of the site (CloudFront needs it in us-east-1)`,
  });
  const main = new HostelStack(app, stackNameOf(config.hostel), {
    config,
    description,
    env: { ...account, region: environment.region },
    crossRegionReferences: true,
    webAclArn: edge.webAcl.attrArn,
    ...options,
  });
  main.addStackDependency(edge, 'The distribution uses the web ACL');
  Annotations.of(main).acknowledgeWarning(
    '@aws-cdk/core:crossStackReferencesDefaultStrong',
    'A strong reference is the intent: the edge stack cannot drop the web ACL while the distribution uses it.',
  );
  return { main, edge };
}
