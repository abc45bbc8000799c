/**
 * The local runtime's VAPID key pair (issue 33): made once per data folder on the first `npm start`, so
 * the devices subscribed with it keep working after a restart (the cloud keeps its pair in Secrets
 * Manager, `npm run push:keys`).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import webpush from 'web-push';

export interface LocalPushKeys {
  publicKey: string;
  privateKey: string;
}

// Read before the functions' configuration exists (their modules read it when imported): parsed here.
function keptKeys(file: string): LocalPushKeys | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const { publicKey, privateKey } = JSON.parse(readFileSync(file, 'utf8')) as Partial<LocalPushKeys>;
    return typeof publicKey === 'string' && typeof privateKey === 'string'
      ? { publicKey, privateKey }
      : undefined;
  } catch {
    return undefined;
  }
}

export function localPushKeys(dataDir: string): LocalPushKeys {
  const file = join(dataDir, 'push-keys.json');
  const kept = keptKeys(file);
  if (kept) return kept;
  const made = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(made), { mode: 0o600 });
  return made;
}
