/** Reads the mail the handlers wrote to the outbox folder (OUTBOX_DIR). */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

export async function readOutbox(): Promise<OutboxMail[]> {
  const dir = process.env.OUTBOX_DIR as string;
  const names = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    names.map(async (name) => {
      const raw = await readFile(join(dir, name), 'utf8');
      const [head = '', ...body] = raw.split('\r\n\r\n');
      const header = (field: string) => new RegExp(`^${field}: (.*)$`, 'm').exec(head)?.[1] ?? '';
      return { to: header('To'), subject: header('Subject'), text: body.join('\r\n\r\n') };
    }),
  );
}

/** The links a mail to this address carries, newest mail last. */
export async function linksMailedTo(email: string): Promise<string[]> {
  const mails = (await readOutbox()).filter((mail) => mail.to === email);
  return mails.flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? []);
}
