/** Sending mail: SES in the cloud, an outbox folder of `.eml` files on one machine. */
import { env } from '../env';
import { writeToOutbox } from './outbox';
import { sendWithSes } from './ses';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export type SendMail = (mail: Mail) => Promise<void>;

export const sendMail: SendMail = env.outboxDir
  ? (mail) => writeToOutbox(env.outboxDir as string, env.mailFrom, mail)
  : (mail) => sendWithSes(env.mailFrom, mail);
