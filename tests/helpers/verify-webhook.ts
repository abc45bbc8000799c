/**
 * A webhook receiver's signature check, exactly as the README shows it (`tests/api/webhooks.test.ts` holds
 * the two equal), used by the tests' receiver: what a hostel's IT would write on their side.
 */
// README:verifyWebhook:start
import { createHmac, timingSafeEqual } from 'node:crypto';

/** True when the body was signed with the hook's secret within `toleranceSeconds` of now. */
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
  const expected = `v1=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
  const given = headers.signature ?? '';
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}
// README:verifyWebhook:end
