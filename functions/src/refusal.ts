/**
 * Why a call is refused, by the stable code of `shared/src/errors.ts`. Rules and repositories throw a
 * `Refusal` and know nothing of HTTP: the one error mapper (`http/create-handler.ts`) answers it with the
 * code's status and `{code, message, errors?}`.
 */
import { type ErrorCode, errorCodes, type FieldError } from '#shared/errors';

export type { FieldError } from '#shared/errors';

export interface RefusalDetail {
  /** A more precise English text than the code's own (for logs and tools; screens show the code). */
  message?: string;
  /** The per-field issues of an `input.*` refusal. */
  errors?: FieldError[];
  /** For `auth.throttled` and `server.busy`: when to try again (the `Retry-After` header). */
  retryAfterSeconds?: number;
}

export class Refusal extends Error {
  override readonly name = 'Refusal';
  readonly errors: FieldError[] | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: ErrorCode,
    detail: RefusalDetail = {},
  ) {
    super(detail.message ?? errorCodes[code].message);
    this.errors = detail.errors;
    this.retryAfterSeconds = detail.retryAfterSeconds;
  }

  get status(): number {
    return errorCodes[this.code].status;
  }
}

export const refuse = (code: ErrorCode, detail?: RefusalDetail) => new Refusal(code, detail);

/** A refusal of one field: `input.invalid` (or another input code) naming the field and the spec's text. */
export const refuseField = (path: string, message: string, code: ErrorCode = 'input.invalid') =>
  new Refusal(code, { errors: [{ path, message }] });

/** The store or a dependency cannot answer now: a 503 with `Retry-After`, safe to retry. */
export const busy = () => new Refusal('server.busy', { retryAfterSeconds: 1 });
