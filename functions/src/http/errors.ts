/** Typed HTTP errors: the error mapper turns each into its status and a `{ message, errors? }` body. */

export interface FieldError {
  path: string;
  message: string;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Not signed in or the session has ended') =>
  new HttpError(401, message);
export const forbidden = (message = 'Not allowed') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message = 'Too many attempts, try again later', retryAfterSeconds = 60) =>
  new HttpError(429, message, undefined, { 'retry-after': String(retryAfterSeconds) });
export const unavailable = (message = 'Service busy, try again shortly') =>
  new HttpError(503, message, undefined, { 'retry-after': '1' });
