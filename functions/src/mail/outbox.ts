/** Writes each mail as one RFC 5322 `.eml` file, so people and tests can open the links it carries. */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { Mail } from './mailer';

const encodeHeader = (value: string) =>
  /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;

const part = (type: string, content: string) => [
  `Content-Type: ${type}; charset=UTF-8`,
  'Content-Transfer-Encoding: 8bit',
  '',
  content,
  '',
];

/** The plain text alone, or plain text and HTML as alternatives (the reader's program picks one). */
function body(mail: Mail, id: string): string[] {
  if (!mail.html) return part('text/plain', mail.text);
  const boundary = `=_${id}`;
  return [
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    ...part('text/plain', mail.text),
    `--${boundary}`,
    ...part('text/html', mail.html),
    `--${boundary}--`,
    '',
  ];
}

export async function writeToOutbox(dir: string, from: string, mail: Mail): Promise<void> {
  await mkdir(dir, { recursive: true });
  const id = randomUUID();
  const message = [
    `From: ${from}`,
    `To: ${mail.to}`,
    `Subject: ${encodeHeader(mail.subject)}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${id}@hostel-clean.local>`,
    'MIME-Version: 1.0',
    ...body(mail, id),
  ].join('\r\n');
  // Written under a temporary name and renamed, so a reader never sees half a message.
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`;
  await writeFile(join(dir, `.${name}.tmp`), message, 'utf8');
  await rename(join(dir, `.${name}.tmp`), join(dir, name));
}
