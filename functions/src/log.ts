/**
 * Structured one-line JSON logs. Events are never logged: they carry passwords, tokens and reset links.
 * Each line of an invocation carries its Lambda request id, its route (or function) and whether it was
 * the instance's cold start (`withLogContext`), so an operator can follow one request and tell slow
 * starts apart. By hand rather than with Powertools Logger: these three fields are all it would add here.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';

type Fields = Record<string, unknown>;

/** What every line of the running invocation carries. */
export interface LogContext {
  requestId: string | undefined;
  route: string;
  coldStart: boolean;
}

// Per invocation, not per module: the local runtime serves many requests at once in one process.
const invocation = new AsyncLocalStorage<LogContext>();
let warm = false;

/**
 * Runs one invocation of `route` with its log context: Lambda's request id (`context.awsRequestId`) and
 * the cold-start flag, true for the first invocation this instance serves.
 */
export function withLogContext<T>(
  route: string,
  context: { awsRequestId?: string } | undefined,
  run: () => Promise<T>,
): Promise<T> {
  const coldStart = !warm;
  warm = true;
  return invocation.run({ requestId: context?.awsRequestId, route, coldStart }, run);
}

function write(level: 'info' | 'warn' | 'error', message: string, fields: Fields = {}): void {
  if (process.env.LOG_LEVEL === 'silent') return;
  const line = JSON.stringify({
    level,
    message,
    time: new Date().toISOString(),
    ...invocation.getStore(),
    ...fields,
  });
  if (level === 'error') console.error(line);
  else console.log(line);
}

export const log = {
  info: (message: string, fields?: Fields) => write('info', message, fields),
  warn: (message: string, fields?: Fields) => write('warn', message, fields),
  error: (message: string, fields?: Fields) => write('error', message, fields),
};

/** The loggable part of an error: its name, message and stack, never attached request data. */
export function describeError(error: unknown): Fields {
  if (error instanceof Error)
    return { errorName: error.name, errorMessage: error.message, stack: error.stack };
  return { errorMessage: String(error) };
}

/**
 * What a security event is about. The stack's metric filters match `message` = "security" and `event`;
 * the names are fixed for them: `login.failed`, `login.throttled`, `login.locked`, `auth.rejected` (401),
 * `auth.forbidden` (403), `password.reset`.
 */
export type SecurityEvent =
  'login.failed' | 'login.throttled' | 'login.locked' | 'auth.rejected' | 'auth.forbidden' | 'password.reset';

export interface SecurityFields {
  route: string;
  outcome: string;
  /** The real viewer address (`clientAddress`). */
  client: string;
  userId?: string | undefined;
  /** `emailDigest` of the email an attempt named; the address itself is never logged. */
  email?: string | undefined;
  [field: string]: unknown;
}

/** One security event as a warn line, so an operator can count and alarm on it in CloudWatch. */
export function logSecurity(event: SecurityEvent, fields: SecurityFields): void {
  write('warn', 'security', { event, ...fields });
}

/** A stable, non-reversible stand-in for an email in logs: the first 16 hex digits of its SHA-256. */
export function emailDigest(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16);
}
