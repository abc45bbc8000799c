/**
 * Posting one webhook delivery (issue 34): signed, bounded in time, tried again with backoff. A receiver
 * checks `X-Hostel-Clean-Signature: v1=<hex HMAC-SHA256 of "<timestamp>.<body>" with the hook's secret>`
 * and refuses a timestamp too far from its clock (the README shows how), so a captured delivery cannot be
 * replayed later. Redirects are not followed: a hook posts to the URL the admin registered and nowhere else.
 */
import { createHmac } from 'node:crypto';

import { webhookHeaders } from '#shared/webhooks';

/** The signature header's value for a body sent at `timestamp` (Unix seconds). */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export interface Delivery {
  id: string;
  event: string;
  url: string;
  secret: string;
  body: string;
}

/** What one attempt came to: the receiver's status when it answered, or why it did not. */
export interface AttemptResult {
  ok: boolean;
  responseStatus?: number;
  error?: string;
}

/** How long a receiver has to answer one attempt. */
export const attemptTimeoutMs = 5000;

/** One signed POST, timestamped now. Never throws: a failure is a result. */
export async function postDelivery(delivery: Delivery, now = Date.now()): Promise<AttemptResult> {
  const timestamp = Math.floor(now / 1000);
  try {
    const answer = await fetch(delivery.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(attemptTimeoutMs),
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'HostelClean-Webhooks/1',
        [webhookHeaders.id]: delivery.id,
        [webhookHeaders.event]: delivery.event,
        [webhookHeaders.timestamp]: String(timestamp),
        [webhookHeaders.signature]: webhookSignature(delivery.secret, timestamp, delivery.body),
      },
      body: delivery.body,
    });
    // The answer's body is not read (a receiver's page is of no use here), only let go.
    await answer.body?.cancel().catch(() => undefined);
    const ok = answer.status >= 200 && answer.status < 300;
    return { ok, responseStatus: answer.status, ...(ok ? {} : { error: `HTTP ${answer.status}` }) };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined)?.code : undefined;
    const reason = name === 'TimeoutError' ? 'timeout' : typeof cause === 'string' ? cause : 'no answer';
    return { ok: false, error: reason };
  }
}

/** Waits before the second and third attempts: a receiver that is restarting gets a few seconds. */
export const retryDelaysMs = [1000, 3000] as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A refusal a later attempt cannot change (a 4xx other than a timeout or too many requests) is not tried again. */
const worthRetrying = (result: AttemptResult) =>
  !result.ok &&
  (result.responseStatus === undefined ||
    result.responseStatus >= 500 ||
    result.responseStatus === 408 ||
    result.responseStatus === 429);

/**
 * Up to three attempts, stopping at the first 2xx or lasting refusal, and before an attempt that could end
 * after `until` (epoch ms: the sender's own time runs out); answers the last result and the count.
 */
export async function postWithRetries(
  delivery: Delivery,
  until = Number.POSITIVE_INFINITY,
  delays: readonly number[] = retryDelaysMs,
): Promise<AttemptResult & { attempts: number }> {
  let result = await postDelivery(delivery);
  let attempts = 1;
  for (const delay of delays) {
    if (!worthRetrying(result) || Date.now() + delay + attemptTimeoutMs > until) break;
    await sleep(delay);
    result = await postDelivery(delivery);
    attempts += 1;
  }
  return { ...result, attempts };
}
