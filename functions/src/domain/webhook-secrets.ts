/**
 * Which secrets sign a hook's deliveries (issue 34): its own, and after a rotation (`webhook-rotation.ts`)
 * the one it replaced, for a grace period, so a receiver still checking with that one loses nothing. Pure.
 */
import type { StoredWebhook } from '../data/webhooks';

/** How long the old secret still signs after a rotation. */
export const rotationGraceHours = 24;

/** The secrets a delivery is signed with now: the hook's, then the old one while its period lasts. */
export function signingSecrets(hook: StoredWebhook, now = Date.now()): string[] {
  const oldValid = hook.oldSecret && hook.oldSecretUntil && Date.parse(hook.oldSecretUntil) > now;
  return oldValid ? [hook.secret, hook.oldSecret!] : [hook.secret];
}
