import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';

import type { Mail } from './mailer';

let client: SESv2Client | undefined;

export async function sendWithSes(from: string, mail: Mail): Promise<void> {
  client ??= new SESv2Client({ maxAttempts: 3 });
  await client.send(
    new SendEmailCommand({
      FromEmailAddress: from,
      Destination: { ToAddresses: [mail.to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: {
            Text: { Data: mail.text, Charset: 'UTF-8' },
            ...(mail.html ? { Html: { Data: mail.html, Charset: 'UTF-8' } } : {}),
          },
        },
      },
    }),
  );
}
