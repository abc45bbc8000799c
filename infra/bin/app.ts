/**
 * The CDK app: one stack per deployment, named after the `hostel` context (with `waf` on, a second one in
 * us-east-1 for the web ACL), checked by cdk-nag's AWS Solutions rules on every synth (a finding fails the
 * synth unless it is acknowledged with a reason).
 */
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';

import { type DeployContext, type DeployEnvironment, deployEnvironment, readContext } from '../lib/context';
import { addDeployment } from '../lib/deployment';

const app = new App();
let config: DeployContext;
let environment: DeployEnvironment | undefined;
try {
  config = readContext((key) => app.node.tryGetContext(key));
  environment = deployEnvironment(config, process.env);
} catch (error) {
  // A wrong parameter is the operator's to fix: the message is enough, a stack trace would only bury it.
  console.error((error as Error).message);
  process.exit(1);
}
addDeployment(app, config, environment);
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
app.synth();
