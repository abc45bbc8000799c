/**
 * What `npm run admin:create` does once its command line is read: creates the hostel when new and its
 * admin without a password, and mails the admin the link to set one, in the language the operator gave.
 */
import type { AdminArgs } from './admin-args';

/** Where the admin is created: the stack's table, the site the link points to, the sender. */
export interface Deployment {
  table: string;
  siteUrl: string;
  from: string;
}

/** Answers the admin's email and the hostel's name as stored, for the operator. */
export async function createAdmin(
  args: AdminArgs,
  deployment: Deployment,
): Promise<{ email: string; hostel: string }> {
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
    admin = await createUser({
      role: 'admin',
      name: args.name,
      email: args.email,
      hostel,
      language: args.language,
    });
  } catch (error) {
    if (error instanceof TransactionConditionFailed && error.failed.includes(0))
      throw new Error(
        `An admin with the email ${args.email} already exists; they can use "Forgot password".`,
      );
    throw error;
  }
  const token = await issueResetToken(admin._id);
  await sendMail(
    // The language the operator gave: also the admin's own until they choose another on their profile.
    invitationMail(
      args.language,
      admin.email,
      admin.name,
      hostel.name,
      'admin',
      resetLink('admin', admin._id, token),
    ),
  );
  return { email: admin.email, hostel: hostel.name };
}
