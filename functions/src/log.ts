/**
 * Structured one-line JSON logs. Events are never logged: they carry passwords, tokens and reset links.
 */
import { createHash } from 'node:crypto';

type Fields = Record<string, unknown>;

function write(level: 'info' | 'warn' | 'error', message: string, fields: Fields = {}): void {
  if (process.env.LOG_LEVEL === 'silent') return;
  const line = JSON.stringify({ level, message, time: new Date().toISOString(), ...fields });
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
