/** The command line of `npm run admin:create`, parsed and checked before anything touches AWS. */
import { parseArgs } from 'node:util';

import { defaultLanguage, isLanguage, type Language, languageCodes } from '#shared/languages';
import { email, text3to50 } from '#shared/schemas/fields';
import * as z from '#shared/schemas/zod';

export const usage = [
  'Usage: npm run admin:create -- --hostel "<hostel name>" --email <address> [--name "<full name>"]',
  `         [--language ${languageCodes.join('|')}]`,
  '         (--stack <stack name> | --table <table> --site-url <https://…> --from <sender address>)',
  '',
  'Creates the hostel if it does not exist and an admin of it without a password, then mails the admin',
  'a link to set one. --stack reads the table, site URL and sender from the stack outputs (needs the AWS CLI);',
  'the other three name them directly. --language is the language of the invitation and the admin’s own',
  `(${defaultLanguage} when not given).`,
].join('\n');

export type Target = { stack: string } | { table: string; siteUrl: string; from: string };

export interface AdminArgs {
  hostel: string;
  email: string;
  name: string;
  language: Language;
  target: Target;
}

/** The admin can change it on their profile page. */
export const defaultName = 'Hostel Admin';

const httpsOrigin = z.pipe(
  z.url({ protocol: /^https$/, error: '--site-url must be an https:// URL' }),
  z.transform((url: string) => new URL(url).origin),
);

/** Parses argv (without node and the script); throws an Error whose message is meant for the operator. */
export function parseAdminArgs(argv: string[]): AdminArgs {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      hostel: { type: 'string' },
      email: { type: 'string' },
      name: { type: 'string' },
      language: { type: 'string' },
      stack: { type: 'string' },
      table: { type: 'string' },
      'site-url': { type: 'string' },
      from: { type: 'string' },
    },
  });

  const hostel = text3to50().safeParse(values.hostel?.trim());
  if (!hostel.success) throw new Error('--hostel is required: the hostel name, 3 to 50 characters');
  const address = email.safeParse(values.email);
  if (!address.success) throw new Error('--email is required: the admin’s email address');
  const name = text3to50().safeParse((values.name ?? defaultName).trim());
  if (!name.success) throw new Error('--name must be 3 to 50 characters');

  const language = values.language?.trim().toLowerCase() ?? defaultLanguage;
  if (!isLanguage(language))
    throw new Error(`--language must be one of ${languageCodes.join(', ')}; got '${values.language}'`);

  return { hostel: hostel.data, email: address.data, name: name.data, language, target: targetOf(values) };
}

function targetOf(values: { stack?: string; table?: string; 'site-url'?: string; from?: string }): Target {
  const direct = [values.table, values['site-url'], values.from];
  if (values.stack && direct.every((value) => value === undefined)) return { stack: values.stack };
  if (!values.stack && direct.every((value) => value !== undefined)) {
    const siteUrl = httpsOrigin.safeParse(values['site-url']);
    if (!siteUrl.success) throw new Error('--site-url must be an https:// URL');
    const from = email.safeParse(values.from);
    if (!from.success) throw new Error('--from must be an email address');
    return { table: values.table as string, siteUrl: siteUrl.data, from: from.data };
  }
  throw new Error('Give either --stack, or all of --table, --site-url and --from');
}
