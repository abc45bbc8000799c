/** Sending mail: SES in the cloud, an outbox folder of `.eml` files on one machine. */
import { env } from '../env';
import { writeToOutbox } from './outbox';
import { sendWithSes } from './ses';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The same content as HTML, sent beside the plain text (multipart/alternative). */
  html?: string;
}

export type SendMail = (mail: Mail) => Promise<void>;

export const sendMail: SendMail = (mail) =>
  env.outboxDir ? writeToOutbox(env.outboxDir, env.mailFrom, mail) : sendWithSes(env.mailFrom, mail);
