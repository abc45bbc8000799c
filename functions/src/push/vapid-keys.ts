/**
 * The deployment's VAPID key pair (issue 33), with which the push services know our pushes come from us.
 * In the cloud it is a Secrets Manager secret only the notice sender may read (`PUSH_KEYS_SECRET_ARN`); on
 * one machine the local runtime makes a pair once under DATA_DIR and hands it over in `PUSH_KEYS`. Both
 * hold `{"publicKey": …, "privateKey": …}` (base64url, as `web-push generate-vapid-keys` prints them).
 */
import { env } from '../env';
import { readSecretValue } from '../security/secret-value';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Parses the stored pair; anything else (the secret's placeholder before it is set up) is no pair. */
export function vapidKeysOf(text: string | undefined): VapidKeys | undefined {
  if (!text) return undefined;
  try {
    const { publicKey, privateKey } = JSON.parse(text) as Record<string, unknown>;
    return typeof publicKey === 'string' && typeof privateKey === 'string'
      ? { publicKey, privateKey }
      : undefined;
  } catch {
    return undefined;
  }
}

let cached: Promise<VapidKeys | undefined> | undefined;

/** The pair, read once per cold start; undefined while the deployment has none (push is then off). */
export function vapidKeys(): Promise<VapidKeys | undefined> {
  const reading = (cached ??= env.pushKeysSecretArn
    ? readSecretValue(env.pushKeysSecretArn).then(vapidKeysOf)
    : Promise.resolve(vapidKeysOf(env.pushKeys)));
  // A failed read, or no pair yet (`npm run push:keys` may set one while this function is warm), is read
  // again on the next batch; only a pair is kept.
  reading.then(
    (keys) => {
      if (!keys && cached === reading) cached = undefined;
    },
    () => {
      if (cached === reading) cached = undefined;
    },
  );
  return reading;
}
