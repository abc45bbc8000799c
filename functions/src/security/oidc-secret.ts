/**
 * The hostels' OpenID Connect client secrets (issue 34): kept in Secrets Manager, one secret per hostel
 * named `<prefix><hostelId>`, never in the table and never in an answer. The local runtime and the tests,
 * which have no Secrets Manager, keep them as files in a folder of their own data.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import {
  CreateSecretCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';

import { env } from '../env';

let client: SecretsManagerClient | undefined;
const secrets = () => (client ??= new SecretsManagerClient({ maxAttempts: 3 }));

function where(hostelId: string): { name: string } | { file: string } {
  if (env.oidcSecretPrefix) return { name: `${env.oidcSecretPrefix}${hostelId}` };
  if (env.oidcSecretDir) return { file: join(env.oidcSecretDir, `${hostelId}.secret`) };
  throw new Error('No store for client secrets (OIDC_SECRET_PREFIX or OIDC_SECRET_DIR)');
}

export async function readClientSecret(hostelId: string): Promise<string | undefined> {
  const place = where(hostelId);
  if ('file' in place) {
    try {
      return readFileSync(place.file, 'utf8');
    } catch {
      return undefined;
    }
  }
  try {
    const { SecretString } = await secrets().send(new GetSecretValueCommand({ SecretId: place.name }));
    return SecretString;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
}

export async function storeClientSecret(hostelId: string, value: string): Promise<void> {
  const place = where(hostelId);
  if ('file' in place) {
    mkdirSync(env.oidcSecretDir!, { recursive: true, mode: 0o700 });
    writeFileSync(place.file, value, { mode: 0o600 });
    return;
  }
  try {
    await secrets().send(new PutSecretValueCommand({ SecretId: place.name, SecretString: value }));
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
    // The hostel's first secret: made on first save, so no hostel needs one it never uses.
    await secrets().send(new CreateSecretCommand({ Name: place.name, SecretString: value }));
  }
}
