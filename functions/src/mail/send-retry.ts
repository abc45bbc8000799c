/**
 * Sending a mail again when the failure may pass (SES throttling, a 5xx, a dropped connection), after a
 * growing wait, a bounded number of times within one run. A refusal that will not pass (an address SES
 * rejects, a sender not verified) is not retried. The wait is injected so tests need not wait.
 */
import type { Mail, SendMail } from './mailer';

export type Sleep = (ms: number) => Promise<void>;

export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** The wait before the second try; each later one waits twice as long as the one before. */
  firstDelayMs: number;
  sleep: Sleep;
}

/** Three tries, waiting 1 s and 2 s: SES's per-second sending rate has room again by then. */
export const mailRetry = { attempts: 3, firstDelayMs: 1000 } as const;

const transientNames = new Set([
  'TooManyRequestsException',
  'ThrottlingException',
  'Throttling',
  'ServiceUnavailable',
  'InternalFailure',
  'InternalServerError',
  'RequestTimeout',
  'TimeoutError',
]);
const networkCodes = new Set(['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE', 'EAI_AGAIN']);

interface SdkFields {
  $retryable?: unknown;
  $fault?: string;
  $metadata?: { httpStatusCode?: number };
  code?: string;
}

/** Whether sending again a little later may succeed. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const fields = error as Error & SdkFields;
  const status = fields.$metadata?.httpStatusCode;
  return (
    Boolean(fields.$retryable) ||
    transientNames.has(error.name) ||
    fields.$fault === 'server' ||
    status === 429 ||
    (status !== undefined && status >= 500) ||
    networkCodes.has(fields.code ?? '')
  );
}

/** Sends `mail`, trying again on a transient failure; throws the last error once it gives up. */
export async function sendWithRetry(send: SendMail, mail: Mail, policy: RetryPolicy): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await send(mail);
      return;
    } catch (error) {
      if (attempt >= policy.attempts || !isTransient(error)) throw error;
      await policy.sleep(policy.firstDelayMs * 2 ** (attempt - 1));
    }
  }
}
