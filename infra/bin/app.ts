/**
 * The CDK app: one stack per deployment, named after the `hostel` context, checked by cdk-nag's AWS Solutions
 * rules on every synth (a finding fails the synth unless it is acknowledged with a reason).
 */
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';

import { type DeployContext, readContext, stackNameOf } from '../lib/context';
import { HostelStack } from '../lib/hostel-stack';

const app = new App();
let config: DeployContext;
try {
  config = readContext((key) => app.node.tryGetContext(key));
} catch (error) {
  // A wrong parameter is the operator's to fix: the message is enough, a stack trace would only bury it.
  console.error((error as Error).message);
  process.exit(1);
}
new HostelStack(app, stackNameOf(config.hostel), {
  config,
  // No account or region: the template is the same on every machine, and deploys where the credentials point.
  description: `Hostel Clean for ${config.hostel}`,
});
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
app.synth();
