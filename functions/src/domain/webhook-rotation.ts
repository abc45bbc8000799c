/**
 * Rotating a hook's signing secret (issue 34): the hook gets a new secret, shown once, and for a grace
 * period every delivery is signed with both, the new one first (`v1=<new>,v1=<old>`, as Stripe does), so a
 * receiver verifies throughout while its owner moves it to the new secret; after that only the new one
 * signs. A second rotation within the period ends the first one's old secret at once: only the secret
 * just replaced keeps signing.
 */
import type { AuditActor } from '../data/audit-log';
import { rotateWebhook, type StoredWebhook } from '../data/webhooks';
import { rotationGraceHours } from './webhook-secrets';
import { hookOfHostel, newSecret } from './webhooks';

/**
 * Gives the hostel's hook `hookId` a new secret, the old one signing on for the grace period; the audit log
 * records who rotated which hook, in the same transaction (never the secret).
 */
export async function rotateSecret(
  by: AuditActor,
  hookId: string,
  now = new Date(),
): Promise<{ hook: StoredWebhook; secret: string }> {
  const { stored, hook } = await hookOfHostel(by.hostelId, hookId);
  const secret = newSecret();
  const rotated: StoredWebhook = {
    ...hook,
    secret,
    oldSecret: hook.secret,
    oldSecretUntil: new Date(now.getTime() + rotationGraceHours * 3_600_000).toISOString(),
  };
  await rotateWebhook(by, stored, rotated);
  return { hook: rotated, secret };
}
