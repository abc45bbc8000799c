/**
 * `npm run push:keys -- --stack <stack>`: sets up a deployment's push notifications (issue 33) once. It
 * makes a VAPID key pair, puts it in the stack's `PushKeysSecret` (which only the notice function reads)
 * and the public half in the table, where `GET /api/push/key` answers it. A deployment whose secret already
 * holds a pair keeps it (only the table's copy of the public key is written again); `--replace` makes a
 * new one, which voids every device's subscription (people turn push on again).
 */
import { parseArgs } from 'node:util';

import {
  GetSecretValueCommand,
  PutSecretValueCommand,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import webpush from 'web-push';

import { stackOutputs } from './stack-outputs';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const usage = 'Usage: npm run push:keys -- --stack <stack name> [--replace]';

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { stack: { type: 'string' }, replace: { type: 'boolean' } },
  strict: true,
});
if (!values.stack) {
  console.error(usage);
  process.exit(2);
}
const output = stackOutputs(values.stack);
process.env.TABLE_NAME = output('TableName');
const secretId = output('PushKeysSecret');

const { vapidKeysOf } = await import('#functions/push/vapid-keys');
const { putPushPublicKey } = await import('#functions/data/push-devices');
const secrets = new SecretsManagerClient({});
const stored = vapidKeysOf(
  (await secrets.send(new GetSecretValueCommand({ SecretId: secretId }))).SecretString,
);
let keys = stored;
if (!keys || values.replace) {
  keys = webpush.generateVAPIDKeys();
  await secrets.send(new PutSecretValueCommand({ SecretId: secretId, SecretString: JSON.stringify(keys) }));
}
await putPushPublicKey(keys.publicKey);
console.log(
  keys === stored
    ? 'Push notifications: the key pair was already set; its public key is in the table again.'
    : 'Push notifications: a new key pair is set. The notice function reads it on its next cold start.',
);
