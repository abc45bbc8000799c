/**
 * Posting one webhook delivery (issue 34): signed, bounded in time, tried again with backoff. A receiver
 * checks `X-Hostel-Clean-Signature: v1=<hex HMAC-SHA256 of "<timestamp>.<body>" with the hook's secret>`
 * (a second `,v1=` with the old secret while a rotation's grace period lasts) and refuses a timestamp too
 * far from its clock (the README shows how), so a captured delivery cannot be replayed later. Redirects are not followed: a hook posts to the URL the admin registered and nowhere else,
 * and only to a public address (`webhook-address.ts`), checked as the socket connects.
 */
import { createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

import { webhookHeaders } from '#shared/webhooks';

import { guardedLookup, literalHostAllowed, privateAddressCode } from './webhook-address';

/**
 * The signature header's value for a body sent at `timestamp` (Unix seconds): one `v1=<hex>` per secret,
 * comma-separated — the hook's secret, and while a rotation's grace period lasts the old one after it, so a
 * receiver still holding the old secret keeps verifying (`webhook-secrets.ts`).
 */
export function webhookSignature(
  secrets: string | readonly string[],
  timestamp: number,
  body: string,
): string {
  return (typeof secrets === 'string' ? [secrets] : secrets)
    .map((secret) => `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`)
    .join(',');
}

export interface Delivery {
  id: string;
  event: string;
  url: string;
  /** The secrets it is signed with: the hook's, then an old one still in its grace period. */
  secrets: readonly string[];
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

/** The error of a delivery refused because its host leads to a private address: not tried again. */
export const privateAddressError = 'refused: the address is private';

/** One POST over node's own client, its socket connected only to an address `guardedLookup` allowed. */
function post(url: URL, headers: Record<string, string>, body: string): Promise<number> {
  if (!literalHostAllowed(url.hostname))
    return Promise.reject(Object.assign(new Error('private address'), { code: privateAddressCode }));
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(),
        signal: AbortSignal.timeout(attemptTimeoutMs),
      },
      (answer) => {
        // The answer's body is not read (a receiver's page is of no use here), only let go.
        answer.resume();
        resolve(answer.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Why an attempt got no answer, in a word or code the admin's page shows. */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return 'no answer';
  const code = (error as { code?: unknown }).code;
  const cause = (error.cause as { name?: unknown; code?: unknown } | undefined) ?? {};
  if (error.name === 'TimeoutError' || cause.name === 'TimeoutError') return 'timeout';
  if (code === privateAddressCode) return privateAddressError;
  if (typeof code === 'string' && code !== 'ABORT_ERR') return code;
  return typeof cause.code === 'string' ? cause.code : 'no answer';
}

/**
 * One signed POST, timestamped now, signed with each of `secrets` (`webhookSignature`). Redirects are not
 * followed (node's client never does). Never throws: a failure is a result.
 */
export async function postDelivery(delivery: Delivery, now = Date.now()): Promise<AttemptResult> {
  const timestamp = Math.floor(now / 1000);
  try {
    const status = await post(
      new URL(delivery.url),
      {
        'Content-Type': 'application/json',
        'User-Agent': 'HostelClean-Webhooks/1',
        [webhookHeaders.id]: delivery.id,
        [webhookHeaders.event]: delivery.event,
        [webhookHeaders.timestamp]: String(timestamp),
        [webhookHeaders.signature]: webhookSignature(delivery.secrets, timestamp, delivery.body),
      },
      delivery.body,
    );
    const ok = status >= 200 && status < 300;
    return { ok, responseStatus: status, ...(ok ? {} : { error: `HTTP ${status}` }) };
  } catch (error) {
    return { ok: false, error: reasonOf(error) };
  }
}

/** Waits before the second and third attempts: a receiver that is restarting gets a few seconds. */
export const retryDelaysMs = [1000, 3000] as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A refusal a later attempt cannot change (a 4xx other than a timeout or too many requests) is not tried again. */
const worthRetrying = (result: AttemptResult) =>
  !result.ok &&
  result.error !== privateAddressError &&
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
