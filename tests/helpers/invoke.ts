/**
 * Calls a route's real handler module with an API Gateway HTTP API v2 event, as the cloud and the local
 * runtime do, and answers the parsed result.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';

import { handlerName, type RouteId, routes } from '#shared/routes';

export interface Call {
  /** A JSON value, sent as the body; a string is sent as it is. */
  body?: unknown;
  query?: Record<string, string> | string;
  params?: Record<string, string>;
  headers?: Record<string, string>;
  /** A session token, sent as `Authorization: Bearer`. */
  token?: string;
}

export interface Answer {
  status: number;
  headers: Record<string, string>;
  text: string;
  /** The body parsed as JSON, or undefined when empty. */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read any field of the answer
}

export function apiEvent(id: RouteId, call: Call = {}): APIGatewayProxyEventV2 {
  const route = routes[id];
  const rawQueryString =
    typeof call.query === 'string' ? call.query : new URLSearchParams(call.query ?? {}).toString();
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(call.params?.[name] ?? ''),
  );
  const headers: Record<string, string> = {
    ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
    ...call.headers,
  };
  const query = Object.fromEntries(new URLSearchParams(rawQueryString));
  return {
    version: '2.0',
    routeKey: `${route.method} ${route.path}`,
    rawPath: path,
    rawQueryString,
    headers,
    ...(rawQueryString ? { queryStringParameters: query } : {}),
    ...(call.params ? { pathParameters: call.params } : {}),
    requestContext: {
      accountId: 'test',
      apiId: 'test',
      domainName: 'test.local',
      domainPrefix: 'test',
      http: { method: route.method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: `req-${Math.random().toString(36).slice(2)}`,
      routeKey: `${route.method} ${route.path}`,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    ...(call.body !== undefined
      ? { body: typeof call.body === 'string' ? call.body : JSON.stringify(call.body) }
      : {}),
    isBase64Encoded: false,
  };
}

/**
 * Each invocation gets its own context, as in Lambda: the middy stack keeps per-request state on it. middy
 * ends a handler when the context's time runs out. The cloud's 10 s is the cloud's: DynamoDB Local queues
 * every write through one SQLite file, and under the suite's parallel writers a 200-room range or twenty
 * creates at once took longer there. So a test's handler has the API tests' own bound.
 */
const newContext = () =>
  ({
    awsRequestId: `test-${Math.random().toString(36).slice(2)}`,
    getRemainingTimeInMillis: () => 50_000,
  }) as unknown as Context;

type Handler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

export async function invoke(id: RouteId, call: Call = {}): Promise<Answer> {
  const { handler } = (await import(`../../functions/src/routes/${handlerName(id)}.ts`)) as {
    handler: Handler;
  };
  return invokeEvent(handler, apiEvent(id, call));
}

export async function invokeEvent(handler: Handler, event: APIGatewayProxyEventV2): Promise<Answer> {
  const result = await handler(event, newContext());
  const text = result.body ?? '';
  return {
    status: result.statusCode ?? 200,
    headers: Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k, String(v)])),
    text,
    // A JSON answer parsed; another type's text (the calendar feed's iCalendar) as it is.
    body:
      text && !/json/.test(String(result.headers?.['content-type'] ?? 'json'))
        ? text
        : text
          ? JSON.parse(text)
          : undefined,
  };
}
