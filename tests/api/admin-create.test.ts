/**
 * `npm run admin:create` over DynamoDB Local: the first admin's invitation is written in the language the
 * operator gave (`--language`), English when none was given, and the admin keeps that language.
 */
import { randomUUID } from 'node:crypto';

import { env } from '#functions/env';
import { parseAdminArgs } from '#infra/scripts/admin-args';
import { createAdmin } from '#infra/scripts/admin-invite';

import { readOutbox } from '../helpers/outbox';

const deployment = () => ({ table: env.tableName, siteUrl: env.appOrigin, from: env.mailFrom });

async function invite(extra: string[]) {
  const email = `first-${randomUUID().slice(0, 8)}@river.example`;
  const hostel = `River ${randomUUID().slice(0, 6)}`;
  const args = parseAdminArgs(['--hostel', hostel, '--email', email, '--stack', 'unused', ...extra]);
  await createAdmin(args, deployment());
  const mails = (await readOutbox()).filter((mail) => mail.to === email);
  return { hostel, email, mails };
}

describe('admin:create', () => {
  it('writes the invitation in the language given', async () => {
    const { hostel, email, mails } = await invite(['--language', 'de']);

    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Sie sind zu Hostel Clean in ${hostel} eingeladen`);
    expect(mails[0]?.text).toContain('Hallo Hostel Admin,');
    expect(mails[0]?.text).toContain(`Eine Verwaltung von ${hostel} hat Sie als Verwaltung`);
    const { findUserByEmail } = await import('#functions/data/users');
    expect((await findUserByEmail('admin', email))?.language).toBe('de');
  });

  it('writes it in English when no language is given', async () => {
    const { hostel, mails } = await invite([]);

    expect(mails.map((mail) => mail.subject)).toEqual([`You are invited to Hostel Clean at ${hostel}`]);
  });

  it('writes it in Japanese for --language ja', async () => {
    const { hostel, mails } = await invite(['--language=ja']);

    expect(mails.map((mail) => mail.subject)).toEqual([`${hostel} の Hostel Clean に招待されました`]);
  });
});
