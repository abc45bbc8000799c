/**
 * One secret's value from Secrets Manager (the signing key, `tokens.ts`). Imported statically, by name: a
 * dynamic `import()` of the client, as this once was, makes the bundler keep its whole namespace behind a
 * lazy wrapper, every command and schema of it, and stops it shaking the SDK code that namespace reaches:
 * a bigger handler and a slower cold import (docs/performance.md).
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

let client: SecretsManagerClient | undefined;

export async function readSecretValue(secretId: string): Promise<string | undefined> {
  client ??= new SecretsManagerClient({ maxAttempts: 3 });
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
  return SecretString;
}
