/**
 * A webhook receiver's signature check, exactly as the README shows it (`tests/api/webhooks.test.ts` holds
 * the two equal), used by the tests' receiver: what a hostel's IT would write on their side.
 */
// README:verifyWebhook:start
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * True when the body was signed with the hook's secret within `toleranceSeconds` of now. The header holds
 * one `v1=` signature per secret that signs (two for a day after the admin rotates the secret: the new,
 * then the old), so a receiver checks whether any of them is the one its own secret makes.
 */
export function verifyWebhook(
  secret: string,
  headers: { timestamp?: string; signature?: string },
  rawBody: string,
  toleranceSeconds = 300,
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!Number.isInteger(timestamp)) return false;
  // An old (or future) timestamp is a replay, even with a good signature.
  if (Math.abs(Date.now() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(
    `v1=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`,
  );
  return (headers.signature ?? '')
    .split(',')
    .map((each) => Buffer.from(each.trim()))
    .some((given) => given.length === expected.length && timingSafeEqual(given, expected));
}
// README:verifyWebhook:end
