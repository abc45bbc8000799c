/**
 * What a failure of the store (or another AWS call) means for the caller. The SDK has already retried by
 * the time one reaches the error mapper, so:
 * - the store is overloaded (throttling, a conflicting transaction): `server.busy`, try again shortly;
 * - the store cannot be reached or cannot answer (the connection is refused, reset or times out, or
 *   DynamoDB itself answers 5xx): `server.unavailable`, try again in a few seconds;
 * - anything else is a defect of ours: `server.error`.
 * Both 503s carry `Retry-After`, so the site's retry applies instead of an error it cannot act on.
 */
import { Refusal } from '../refusal';

const overloadedNames = new Set([
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'TransactionConflictException',
  'TransactionCanceledException',
]);

/** The SDK's names for a call that got no answer in time, and DynamoDB's own server faults. */
const unreachableNames = new Set([
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'InternalServerError',
  'InternalFailure',
]);

/** Node's socket error codes for a store that is down, restarting or cut off. */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Seconds a caller waits before trying a store that could not be reached (it restarts in seconds). */
export const unavailableRetrySeconds = 5;

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
  $metadata?: { httpStatusCode?: unknown };
}

function unreachable(error: ErrorLike, depth: number): boolean {
  if (depth > 3) return false;
  if (unreachableNames.has(String(error.name)) || unreachableCodes.has(String(error.code))) return true;
  if (error.message === 'socket hang up') return true;
  // An AWS answer with a 5xx status but a name the SDK does not model is the service failing too.
  const status = error.$metadata?.httpStatusCode;
  if (typeof status === 'number' && status >= 500 && !overloadedNames.has(String(error.name))) return true;
  // Node wraps the refusals of each address it tried (IPv6 and IPv4) in an AggregateError.
  const inner = [error.cause, ...(Array.isArray(error.errors) ? error.errors : [])];
  return inner.some((cause) => typeof cause === 'object' && cause !== null && unreachable(cause, depth + 1));
}

/** `server.busy`, `server.unavailable`, or undefined for a failure that is ours (`server.error`). */
export function storeFault(error: unknown): Refusal | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if (overloadedNames.has(String((error as ErrorLike).name)))
    return new Refusal('server.busy', { retryAfterSeconds: 1 });
  if (unreachable(error as ErrorLike, 0))
    return new Refusal('server.unavailable', { retryAfterSeconds: unavailableRetrySeconds });
  return undefined;
}
