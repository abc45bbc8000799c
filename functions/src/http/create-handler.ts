/**
 * The one middleware stack every route runs in: body size limit, authentication and role check, JSON
 * parsing, zod validation of body, query and path, and one error mapper. Route logic is a plain async
 * function of `{ body, query, params, user }`; this wraps it as the Lambda handler.
 */
import middy, { type MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';

import type { BodyOf, ParamsOf, QueryOf, ReplyOf, RouteDef, RouteId, Routes } from '#shared/routes';
import type * as z from '#shared/schemas/zod';

import type { Key } from '../data/store/keys';
import type { UserRecord } from '../data/users';
import { describeError, log, logSecurity, withLogContext } from '../log';
import { type FieldError, Refusal, refuse } from '../refusal';
import { authenticate } from './auth';
import { clientAddress } from './client-address';
import { headerOf } from './headers';
import { fromOurEdge } from './origin-verify';
import { storeFault } from './store-faults';

export interface RequestContext<Id extends RouteId> {
  body: BodyOf<Id>;
  query: QueryOf<Id>;
  params: ParamsOf<Id>;
  /** The caller; present on every route that is not public. */
  user: Routes[Id] extends { roles: 'public' } ? undefined : UserRecord;
  /**
   * The item the handler's `alongside` option names, read with the caller's user item (`item` undefined
   * when there is none); absent when it was not read that way, and the route reads it itself.
   */
  alongside?: { item: Record<string, unknown> | undefined };
  event: APIGatewayProxyEventV2;
}

/** A route's logic: the parsed and authorized request in, one of the route's declared successes out. */
export type RouteLogic<Id extends RouteId> = (request: RequestContext<Id>) => Promise<ReplyOf<Id>>;

/** Any answer before it is serialized: a route's reply, a refusal, or the spec's early 204. */
interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Event = APIGatewayProxyEventV2;
type Result = APIGatewayProxyStructuredResultV2;
interface Parsed {
  body?: unknown;
  query?: unknown;
  params?: unknown;
  user?: UserRecord;
  alongside?: { item: Record<string, unknown> | undefined };
  early?: Reply;
}
type HandlerContext = Context & { parsed?: Parsed };

const defaultMaxBodyBytes = 64 * 1024;
const baseHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

function toResult(reply: Reply): Result {
  const headers = { ...baseHeaders, ...reply.headers };
  if (reply.status === 204 || reply.body === undefined) {
    const { 'content-type': _omit, ...rest } = headers;
    return { statusCode: reply.status, headers: rest, body: '' };
  }
  // A route that answers another type than JSON (the calendar feed's iCalendar) gives its text as it is.
  const text = typeof reply.body === 'string' && !headers['content-type'].startsWith('application/json');
  return {
    statusCode: reply.status,
    headers,
    body: text ? (reply.body as string) : JSON.stringify(reply.body),
  };
}

function fieldErrors(error: z.core.$ZodError, prefix?: string): FieldError[] {
  return error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
    message: issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : issue.message,
  }));
}

function rawBody(event: Event, route: RouteDef): string | undefined {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  const max = route.maxBodyBytes ?? defaultMaxBodyBytes;
  if (Buffer.byteLength(text, 'utf8') > max)
    throw refuse('input.tooLarge', { message: `Request body is larger than ${max} bytes` });
  return text;
}

function parseJson(text: string | undefined, event: Event): unknown {
  if (text === undefined) return undefined;
  const type = headerOf(event, 'content-type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) throw refuse('input.notJson');
  try {
    return JSON.parse(text);
  } catch {
    throw refuse('input.malformedJson');
  }
}

/** Query string as an object; a key given twice is ambiguous and refused (parameter pollution). */
function parseQuery(event: Event): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(event.rawQueryString ?? '')) {
    if (Object.hasOwn(query, key))
      throw refuse('input.repeatedQuery', { message: `Query parameter '${key}' is given more than once` });
    query[key] = value;
  }
  return query;
}

function validate(
  schema: z.ZodMiniType | undefined,
  input: unknown,
  part: 'body' | 'query' | 'params',
): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(input ?? (part === 'body' ? undefined : {}));
  if (result.success) return result.data;
  throw refuse(part === 'body' && input === undefined ? 'input.bodyRequired' : 'input.invalid', {
    errors: fieldErrors(result.error, part === 'body' ? undefined : part),
  });
}

/**
 * Refuses a request that went around CloudFront (and so around its web ACL and its viewer-address header)
 * before any other work: no body is read and no token is checked.
 */
const edgeOnly: MiddlewareObj<Event, Result, Error, HandlerContext> = {
  before: (request) => {
    if (!fromOurEdge(request.event)) throw refuse('auth.notThroughEdge');
  },
};

function parseRequest(
  route: RouteDef,
  options: HandlerOptions,
): MiddlewareObj<Event, Result, Error, HandlerContext> {
  return {
    before: async (request) => {
      const event = request.event;
      const text = rawBody(event, route);
      const parsed: Parsed = {};
      if (route.roles !== 'public') {
        const caller = await authenticate(
          event,
          route.roles,
          route.openToAwaiting === true,
          options.alongside,
        );
        parsed.user = caller.user;
        if ('alongside' in caller) parsed.alongside = { item: caller.alongside };
      }
      parsed.params = validate(route.params, event.pathParameters, 'params');
      parsed.query = validate(route.query, parseQuery(event), 'query');
      const json = parseJson(text, event);
      try {
        parsed.body = validate(route.body, json, 'body');
      } catch (error) {
        // The spec fixes another status for some auth forms (register: 204 for invalid fields).
        if (!(route.invalidBodyStatus && error instanceof Refusal && error.status === 400)) throw error;
        parsed.early = { status: route.invalidBodyStatus };
      }
      request.context.parsed = parsed;
    },
  };
}

function refusalResult({ code, status, message, errors, retryAfterSeconds }: Refusal): Result {
  return toResult({
    status,
    body: { code, message, ...(errors ? { errors } : {}) },
    ...(retryAfterSeconds === undefined ? {} : { headers: { 'retry-after': String(retryAfterSeconds) } }),
  });
}

/** Every 401 and 403 is a security event: who was turned away, from where, and why (the code). */
function logRefusedCaller(id: RouteId, request: { event: Event; context: HandlerContext }, refusal: Refusal) {
  if (refusal.status !== 401 && refusal.status !== 403) return;
  logSecurity(refusal.status === 401 ? 'auth.rejected' : 'auth.forbidden', {
    route: id,
    outcome: refusal.code,
    client: clientAddress(request.event),
    userId: request.context.parsed?.user?._id,
  });
}

/**
 * The one error mapper: a refusal answers its code's status and `{code, message, errors?}`; a store that is
 * overloaded or cannot be reached is `server.busy` or `server.unavailable` (503 with Retry-After, safe to
 * retry: `store-faults.ts`); anything else is logged and answers a generic `server.error`.
 */
function mapErrors(id: RouteId): MiddlewareObj<Event, Result, Error, HandlerContext> {
  return {
    onError: async (request) => {
      const error = request.error;
      if (error instanceof Refusal) {
        if (error.status >= 500) log.warn('unavailable', { route: id, ...describeError(error) });
        logRefusedCaller(id, request, error);
        request.response = refusalResult(error);
        return;
      }
      const fault = storeFault(error);
      log.error(fault ? 'store unavailable' : 'unhandled error', {
        route: id,
        ...(fault ? { outcome: fault.code } : {}),
        ...describeError(error),
      });
      request.response = refusalResult(fault ?? refuse('server.error'));
    },
  };
}

export interface HandlerOptions {
  /** An item of the caller's hostel that every call reads: read in the same call as the caller. */
  alongside?: (hostelId: string) => Key;
}

/**
 * The Lambda handler of route `id` of `group` (its group of the route table, `route-table/*.ts`). `run`
 * answers one of the successes the route declares in its answers (`route-answers.ts`), typed from their
 * schemas; refusals are thrown and answered by the error mapper. The handler is given the route's group,
 * not the whole table, so its function builds only that group's schemas when it starts: a cold start
 * builds the schemas it can use, not those of all 45 routes.
 */
export function createHandler<Id extends RouteId>(
  group: NoInfer<Pick<Routes, Id>>,
  id: Id,
  run: RouteLogic<Id>,
  options: HandlerOptions = {},
) {
  const route: RouteDef = group[id];
  const handler = middy<Event, Result, Error, HandlerContext>()
    .use(mapErrors(id))
    .use(edgeOnly)
    .use(parseRequest(route, options))
    .handler(async (event, context) => {
      const parsed = context.parsed ?? {};
      if (parsed.early) return toResult(parsed.early);
      const reply: Reply = await run({
        body: parsed.body,
        query: parsed.query,
        params: parsed.params,
        user: parsed.user,
        ...(parsed.alongside ? { alongside: parsed.alongside } : {}),
        event,
      } as RequestContext<Id>);
      return toResult(reply);
    });
  return (event: Event, context: Context): Promise<Result> =>
    withLogContext(id, context, () => handler(event, context as HandlerContext));
}
