/**
 * The error every failed API call throws (status ≥ 400, or 0 when the server could not be reached). It has
 * no dependencies, so screens can recognise it without loading the API client itself.
 */
export interface FieldError {
  path: string;
  message: string;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status, or 0 for a network failure or timeout. */
    readonly status: number,
    /** The server's `message`, untranslated (translate it with `translateMessage`). */
    message: string,
    /** The server's per-field validation issues, when it sent them. */
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
