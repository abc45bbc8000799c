/**
 * The one module that talks to the API: `callApi(routeId, {body, query, params})`, typed by the shared
 * route table. It sends with `fetch` to the API base read from `/config.json`, with the session token as
 * `Authorization: Bearer`, and never resends a write. Answers are `{status, data}`, typed by the route's
 * answers (`route-answers.ts`); any status ≥ 400 throws `ApiError`; the live poll's 304 (nothing changed) resolves. 203 and 204 are the spec's auth
 * failure codes and resolve normally: 203 carries `{message}`, 204 has no body and is never parsed. The
 * types come from the table's zod schemas through `import type` only: the browser never loads zod.
 */
import routes, { errorCodeNames } from 'virtual:api-routes';

import type { ErrorAnswer, ErrorCode } from '#shared/errors';
import type { AnswerOf, RouteId, Routes } from '#shared/routes';
import type * as z from '#shared/schemas/zod';

import { loadConfig } from '../config';
import { readToken } from '../session/token-store';
import { reportActed } from './acted';
import { ApiError, type FieldError } from './api-error';
import { showErasedNames } from './erased-names';
import { reportReachable } from './reachability';

export { ApiError, type FieldError, isApiError } from './api-error';
export type { AnswerOf } from '#shared/routes';

type Route<Id extends RouteId> = Routes[Id];
type InputOf<Id extends RouteId, Part extends 'body' | 'query' | 'params'> =
  Route<Id> extends Record<Part, z.ZodMiniType> ? z.input<Route<Id>[Part]> : never;

export interface CallOptions<Id extends RouteId> {
  body?: InputOf<Id, 'body'>;
  query?: InputOf<Id, 'query'>;
  params?: InputOf<Id, 'params'>;
  /** Extra request headers (the live poll's `If-None-Match`). */
  headers?: Record<string, string>;
}

/** What a route answers on success (its 200, or 201 for a creation): what a screen shows. */
export type DataOf<Id extends RouteId> = Extract<AnswerOf<Id>, { status: 200 | 201 }>['data'];

let onUnauthorized: (() => void) | undefined;

/** Called when the API answers 401 to a signed-in call (expired or revoked token): the session ends. */
export function setUnauthorizedHandler(handler: (() => void) | undefined): void {
  onUnauthorized = handler;
}

/** `/api/auth/reset-password/{role}/{userid}/{token}` + params → the path below the API base. */
function pathOf(id: RouteId, params: Record<string, unknown> | undefined): string {
  const path = routes[id].path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null)
      throw new Error(`callApi(${id}): missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  return path.replace(/^\/api/, '');
}

function queryOf(query: Record<string, unknown> | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== null);
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

function parseJson(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text, showErasedNames);
  } catch {
    return undefined;
  }
}

const knownCodes = new Set<string>(errorCodeNames);
const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && knownCodes.has(value);

/** A failure's answer (every status ≥ 300: the API sends no redirects) as the error a screen shows. */
function toApiError(status: number, text: string, headers: Headers): ApiError {
  const body = parseJson(text) as Partial<Record<keyof ErrorAnswer, unknown>> | undefined;
  return new ApiError(
    status,
    typeof body?.message === 'string' ? body.message : `Request failed with status ${status}`,
    Array.isArray(body?.errors) ? (body.errors as FieldError[]) : undefined,
    // A code this build does not know (a newer server) is shown by its status instead.
    isErrorCode(body?.code) ? body.code : undefined,
    retryAfterOf(headers.get('retry-after')),
  );
}

function retryAfterOf(header: string | null): number | undefined {
  const value = header === null ? Number.NaN : Number(header);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** Times a call turned away as `server.busy` is tried again, after the server's Retry-After each time. */
const busyRetries = 2;

/**
 * Sends a call, and again after a `server.busy` refusal (an instance that cannot hash a password now, or a
 * store that throttles): the server turns such calls away before writing anything. Only reads and the
 * public auth calls are tried again, so a user signing in during a flood is let in a second later instead of
 * seeing an error, while a signed-in change is never sent twice.
 */
export async function callApi<Id extends RouteId>(
  routeId: Id,
  options: CallOptions<Id> = {},
): Promise<AnswerOf<Id>> {
  const route = routes[routeId];
  const retries = route.method === 'GET' || route.public ? busyRetries : 0;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send(routeId, options);
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== 'server.busy' || attempt >= retries) throw error;
      await new Promise((resolve) => setTimeout(resolve, (error.retryAfterSeconds ?? 1) * 1000));
    }
  }
}

/** The URL of a call: the API base (relative means this origin), the route's path and its query. */
async function urlOf(routeId: RouteId, options: CallOptions<RouteId>): Promise<URL> {
  const { apiBase } = await loadConfig();
  const path = pathOf(routeId, options.params as Record<string, unknown> | undefined);
  const url = new URL(`${apiBase.replace(/\/$/, '')}${path}`, location.origin);
  for (const [key, value] of Object.entries(
    queryOf(options.query as Record<string, unknown> | undefined) ?? {},
  ))
    url.searchParams.set(key, value);
  return url;
}

async function send<Id extends RouteId>(routeId: Id, options: CallOptions<Id>): Promise<AnswerOf<Id>> {
  const route = routes[routeId];
  const token = readToken();
  const post = route.method === 'POST';
  // A POST sends JSON (`{}` when the caller gives none), except to a route that takes no body.
  const json = post && !route.bodiless;
  let response: Response;
  try {
    response = await fetch(await urlOf(routeId, options), {
      method: route.method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(json ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      ...(json ? { body: JSON.stringify(options.body ?? {}) } : {}),
    });
  } catch (error) {
    // No answer at all: offline, DNS or a dropped connection.
    throw new ApiError(0, error instanceof Error ? error.message : String(error));
  }
  // A conditional GET that found nothing new (`If-None-Match`), and the spec's 204: no body to read.
  if (response.status === 304 || response.status === 204)
    return { status: response.status, data: undefined } as AnswerOf<Id>;
  const text = await response.text();
  if (response.status >= 300) {
    const apiError = toApiError(response.status, text, response.headers);
    reportReachable(apiError.code !== 'server.unavailable');
    if (apiError.status === 401 && !route.public) onUnauthorized?.();
    throw apiError;
  }
  reportReachable(true);
  if (post && !route.public) reportActed(routeId);
  // The server's answers are checked against the same schemas by the contract tests, not here: that
  // would ship zod to the browser.
  return { status: response.status, data: parseJson(text) } as AnswerOf<Id>;
}
