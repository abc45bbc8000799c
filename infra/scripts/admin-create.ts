/**
 * `npm run admin:create`: creates the first admin of a hostel in a deployed stack, with the same data and
 * mail modules the handlers use, and mails them the link to set their password.
 */
import { execFileSync } from 'node:child_process';

import { type AdminArgs, parseAdminArgs, type Target, usage } from './admin-args';

// The pinned SDK still supports this machine's Node 20; its notice would only be noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

interface Deployment {
  table: string;
  siteUrl: string;
  from: string;
}

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

async function createAdmin(args: AdminArgs, deployment: Deployment): Promise<void> {
  // The data and mail modules read their configuration when first imported.
  Object.assign(process.env, {
    TABLE_NAME: deployment.table,
    APP_ORIGIN: deployment.siteUrl,
    MAIL_FROM: deployment.from,
  });
  const { ensureHostel } = await import('#functions/data/hostels');
  const { createUser } = await import('#functions/data/users');
  const { TransactionConditionFailed } = await import('#functions/data/store/transact');
  const { issueResetToken } = await import('#functions/data/reset-tokens');
  const { sendMail } = await import('#functions/mail/mailer');
  const { invitationMail, resetLink } = await import('#functions/mail/templates');

  const hostel = await ensureHostel(args.hostel);
  let admin;
  try {
    admin = await createUser({ role: 'admin', name: args.name, email: args.email, hostel });
  } catch (error) {
    if (error instanceof TransactionConditionFailed && error.failed.includes(0))
      throw new Error(
        `An admin with the email ${args.email} already exists; they can use "Forgot password".`,
      );
    throw error;
  }
  const token = await issueResetToken(admin._id);
  await sendMail(
    // A new admin has chosen no language yet; they pick one once signed in.
    invitationMail('en', admin.email, admin.name, hostel.name, 'admin', resetLink('admin', admin._id, token)),
  );
  console.log(
    `Created admin ${admin.email} of "${hostel.name}" and mailed the link to set a password (valid for one hour).`,
  );
}

async function main(): Promise<void> {
  let args: AdminArgs;
  try {
    args = parseAdminArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exit(2);
  }
  try {
    await createAdmin(args, resolve(args.target));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

await main();
