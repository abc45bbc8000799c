/**
 * `npm run admin:create`: creates the first admin of a hostel in a deployed stack, with the same data and
 * mail modules the handlers use, and mails them the link to set their password.
 */
import { execFileSync } from 'node:child_process';

import { type AdminArgs, parseAdminArgs, type Target, usage } from './admin-args';
import { createAdmin, type Deployment } from './admin-invite';

// The pinned SDK still supports this machine's Node 20; its notice would only be noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

/** The stack's outputs, through the AWS CLI (the same credentials and region as `cdk deploy`). */
function outputsOf(stack: string): Deployment {
  const json = execFileSync(
    'aws',
    [
      'cloudformation',
      'describe-stacks',
      '--stack-name',
      stack,
      '--query',
      'Stacks[0].Outputs',
      '--output',
      'json',
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const outputs = new Map(
    (JSON.parse(json) as { OutputKey: string; OutputValue: string }[]).map((o) => [
      o.OutputKey,
      o.OutputValue,
    ]),
  );
  const value = (key: string) => {
    const found = outputs.get(key);
    if (!found) throw new Error(`Stack ${stack} has no output ${key}: is it a Hostel Clean stack?`);
    return found;
  };
  return { table: value('TableName'), siteUrl: value('SiteUrl'), from: value('SenderEmail') };
}

const resolve = (target: Target): Deployment => ('stack' in target ? outputsOf(target.stack) : target);

async function main(): Promise<void> {
  let args: AdminArgs;
  try {
    args = parseAdminArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exit(2);
  }
  try {
    const created = await createAdmin(args, resolve(args.target));
    console.log(
      `Created admin ${created.email} of "${created.hostel}" and mailed the link to set a password ` +
        `(valid for one hour), in ${args.language}.`,
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

await main();
