/**
 * Reads the mail written to the outbox folder (OUTBOX_DIR): by the handlers, and by the notification
 * mailer, which gets the table's stream first, as Lambda would have given it by then.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { handler as mailNotices } from '#functions/streams/notice-mail';
import { enableStream } from '#local/dynamo-table';
import { StreamFeed } from '#local/stream-feed';

// The file's table is made without its stream (`table-per-file.ts`); a file that reads the mail turns it on
// as it imports this, before any of its tests writes.
await enableStream(process.env.DYNAMODB_ENDPOINT!, process.env.TABLE_NAME!);

let feed: StreamFeed | undefined;

/** Hands everything the table's stream holds since the last call to the notification mailer. */
export async function deliverStream(): Promise<void> {
  feed ??= new StreamFeed(process.env.DYNAMODB_ENDPOINT!, process.env.TABLE_NAME!, mailNotices);
  await feed.drain();
}

export interface OutboxMail {
  to: string;
  subject: string;
  /** The plain-text part. */
  text: string;
  /** The HTML part, when the mail has one. */
  html?: string;
}

/** A header as written: plain ASCII, or one RFC 2047 UTF-8 base64 word. */
const decodeHeader = (value: string) =>
  value.replace(/^=\?UTF-8\?B\?(.*)\?=$/, (_, data: string) => Buffer.from(data, 'base64').toString('utf8'));

/** The parts of a multipart/alternative body by their content type. */
function partsOf(body: string, boundary: string): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const chunk of body.split(`--${boundary}`).slice(1)) {
    if (chunk.startsWith('--')) break;
    const [head = '', ...content] = chunk.replace(/^\r\n/, '').split('\r\n\r\n');
    const type = /^Content-Type: ([^;\r\n]+)/m.exec(head)?.[1] ?? '';
    parts[type] = content.join('\r\n\r\n').replace(/\r\n$/, '');
  }
  return parts;
}

export async function readOutbox(): Promise<OutboxMail[]> {
  await deliverStream();
  const dir = process.env.OUTBOX_DIR as string;
  const names = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    names.map(async (name) => {
      const raw = await readFile(join(dir, name), 'utf8');
      const [head = '', ...rest] = raw.split('\r\n\r\n');
      const body = rest.join('\r\n\r\n');
      const header = (field: string) => new RegExp(`^${field}: (.*)$`, 'm').exec(head)?.[1] ?? '';
      const mail = { to: header('To'), subject: decodeHeader(header('Subject')) };
      const boundary = /boundary="([^"]+)"/.exec(header('Content-Type'))?.[1];
      if (!boundary) return { ...mail, text: body };
      const parts = partsOf(body, boundary);
      return { ...mail, text: parts['text/plain'] ?? '', html: parts['text/html'] ?? '' };
    }),
  );
}

/** The links a mail to this address carries, newest mail last. */
export async function linksMailedTo(email: string): Promise<string[]> {
  const mails = (await readOutbox()).filter((mail) => mail.to === email);
  return mails.flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? []);
}

/** The newest email confirmation link mailed to this address, as its path parameters. */
export async function confirmationMailedTo(email: string): Promise<{ userid: string; token: string }> {
  // Addresses are kept lower-cased.
  const links = (await linksMailedTo(email.toLowerCase())).filter((link) =>
    link.includes('/auth/confirm-email/'),
  );
  const match = /\/auth\/confirm-email\/([^/]+)\/([^/\s]+)$/.exec(links.at(-1) ?? '');
  if (!match) throw new Error(`no confirmation link was mailed to ${email}`);
  return { userid: match[1]!, token: decodeURIComponent(match[2]!) };
}
