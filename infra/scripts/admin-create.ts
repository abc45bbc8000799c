/**
 * `npm run admin:create`: creates the first admin of a hostel in a deployed stack, with the same data and
 * mail modules the handlers use, and mails them the link to set their password.
 */
import { type AdminArgs, parseAdminArgs, type Target, usage } from './admin-args';
import { createAdmin, type Deployment } from './admin-invite';
import { stackOutputs } from './stack-outputs';

// The pinned SDK still supports this machine's Node 20; its notice would only be noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

function outputsOf(stack: string): Deployment {
  const output = stackOutputs(stack);
  return { table: output('TableName'), siteUrl: output('SiteUrl'), from: output('SenderEmail') };
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
