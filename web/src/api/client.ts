/**
 * The one module that talks to the API: `callApi(routeId, {body, query, params})`, typed by the shared
 * route table. It uses aws-amplify's REST client, configured on first use from `/config.json`, with
 * retries off (the default strategy would resend writes on 5xx/429) and the session token as
 * `Authorization: Bearer`. Answers are `{status, data}`, typed by the route's `responses`; any status ≥ 400
 * throws `ApiError`; the live poll's 304 (nothing changed) resolves. 203 and 204 are the spec's auth
 * failure codes and resolve normally: 203 carries `{message}`, 204 has no body and is never parsed. The
 * types come from the table's zod schemas through `import type` only: the browser never loads zod.
 */
import { createAmplifyContext } from '@aws-amplify/core';
import { ApiError as AmplifyApiError, get, post } from 'aws-amplify/api';
import routes from 'virtual:api-routes';
import type { z } from 'zod';

import { type ErrorAnswer, isErrorCode } from '#shared/errors';
import type { AnswerOf, RouteId, Routes } from '#shared/routes';

import { loadConfig } from '../config';
import { readToken } from '../session/token-store';
import { ApiError, type FieldError } from './api-error';

export { ApiError, type FieldError, isApiError } from './api-error';
export type { AnswerOf } from '#shared/routes';

type Route<Id extends RouteId> = Routes[Id];
type InputOf<Id extends RouteId, Part extends 'body' | 'query' | 'params'> =
  Route<Id> extends Record<Part, z.ZodType> ? z.input<Route<Id>[Part]> : never;

export interface CallOptions<Id extends RouteId> {
  body?: InputOf<Id, 'body'>;
  query?: InputOf<Id, 'query'>;
  params?: InputOf<Id, 'params'>;
  /** Extra request headers (the live poll's `If-None-Match`). */
  headers?: Record<string, string>;
}

/** What a route answers on success (its 200, or 201 for a creation): what a screen shows. */
export type DataOf<Id extends RouteId> = Extract<AnswerOf<Id>, { status: 200 | 201 }>['data'];

const apiName = 'hostel';
type AmplifyContext = ReturnType<typeof createAmplifyContext>;
let context: Promise<AmplifyContext> | undefined;

/**
 * The Amplify context every call passes to `get`/`post`, built once. It comes from `@aws-amplify/core`, the
 * version `aws-amplify` pins and its REST client uses: `aws-amplify`'s own `Amplify.configure` and
 * `createAmplifyContext` import the Cognito auth category, which this app never uses (~10 KB gzip on every
 * signed-in page).
 */
function amplifyContext(): Promise<AmplifyContext> {
  context ??= loadConfig().then(({ apiBase }) =>
    createAmplifyContext(
      // Amplify needs an absolute endpoint; a relative apiBase ('/api') means this origin.
      {
        API: { REST: { [apiName]: { endpoint: new URL(apiBase, location.origin).href.replace(/\/$/, '') } } },
      },
      {
        API: {
          REST: {
            retryStrategy: { strategy: 'no-retry' },
            headers: async (): Promise<Record<string, string>> => {
              const token = readToken();
              return token ? { Authorization: `Bearer ${token}` } : {};
            },
          },
        },
      },
    ),
  );
  return context;
}

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
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Amplify throws for every status ≥ 300; the API sends no redirects, so each of them is a failure. */
function toApiError(error: unknown): ApiError {
  if (error instanceof AmplifyApiError && error.response) {
    const body = parseJson(error.response.body) as Partial<Record<keyof ErrorAnswer, unknown>> | undefined;
    const message = typeof body?.message === 'string' ? body.message : error.message;
    return new ApiError(
      error.response.statusCode,
      message,
      Array.isArray(body?.errors) ? (body.errors as FieldError[]) : undefined,
      // A code this build does not know (a newer server) is shown by its status instead.
      isErrorCode(body?.code) ? body.code : undefined,
      retryAfterOf(error.response.headers),
    );
  }
  // No response at all: offline, DNS, CORS or a timeout.
  return new ApiError(0, error instanceof Error ? error.message : String(error));
}

function retryAfterOf(headers: Record<string, string> | undefined): number | undefined {
  const value = Number(headers?.['retry-after']);
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

async function send<Id extends RouteId>(routeId: Id, options: CallOptions<Id>): Promise<AnswerOf<Id>> {
  const ctx = await amplifyContext();
  const route = routes[routeId];
  const request = {
    apiName,
    path: pathOf(routeId, options.params as Record<string, unknown> | undefined),
    options: {
      queryParams: queryOf(options.query as Record<string, unknown> | undefined),
      ...(options.headers ? { headers: options.headers } : {}),
      ...(route.method === 'POST' ? { body: (options.body ?? {}) as Record<string, never> } : {}),
    },
  };
  try {
    const response = await (route.method === 'POST' ? post(ctx, request) : get(ctx, request)).response;
    // 204 has no body by HTTP's rules, and Amplify's json() throws on an empty one.
    const data = response.statusCode === 204 ? undefined : parseJson(await response.body.text());
    // The server's answers are checked against the same schemas by the contract tests, not here: that
    // would ship zod to the browser.
    return { status: response.statusCode, data } as AnswerOf<Id>;
  } catch (error) {
    // A conditional GET that found nothing new (`If-None-Match`): an answer with no body, not a failure.
    if (error instanceof AmplifyApiError && error.response?.statusCode === 304)
      return { status: 304, data: undefined } as AnswerOf<Id>;
    const apiError = toApiError(error);
    if (apiError.status === 401 && !route.public) onUnauthorized?.();
    throw apiError;
  }
}
