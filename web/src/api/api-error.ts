/**
 * The error every failed API call throws (status ≥ 400, or 0 when the server could not be reached). It has
 * no runtime dependencies, so screens can recognise it without loading the API client itself.
 */
import type { ErrorCode, FieldError } from '#shared/errors';

export type { FieldError } from '#shared/errors';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status, or 0 for a network failure or timeout. */
    readonly status: number,
    /** The server's `message`, in English: for logs; screens show `code`'s translation. */
    message: string,
    /** The server's per-field validation issues, when it sent them. */
    readonly errors?: FieldError[],
    /** Why the server refused, when it said (`shared/src/errors.ts`); an i18n key under `codes:`. */
    readonly code?: ErrorCode,
    /** The server's `Retry-After`, in seconds, when it sent one. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
