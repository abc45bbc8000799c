import { SendEmailCommand, SESClient } from '@aws-sdk/client-ses';

import type { Mail } from './mailer';

let client: SESClient | undefined;

export async function sendWithSes(from: string, mail: Mail): Promise<void> {
  client ??= new SESClient({ maxAttempts: 3 });
  await client.send(
    new SendEmailCommand({
      Source: from,
      Destination: { ToAddresses: [mail.to] },
      Message: {
        Subject: { Data: mail.subject, Charset: 'UTF-8' },
        Body: {
          Text: { Data: mail.text, Charset: 'UTF-8' },
          ...(mail.html ? { Html: { Data: mail.html, Charset: 'UTF-8' } } : {}),
        },
      },
    }),
  );
}
