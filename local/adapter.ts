/**
 * The local stand-in for API Gateway (HTTP API, payload v2) and CloudFront: each `/api` request becomes
 * an `APIGatewayProxyEventV2` for the very handler module the cloud runs; other paths are the built site,
 * with `index.html` for client routes and a runtime `/config.json`.
 */
import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';

import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';

import { viewerAddressHeader } from '#functions/http/client-address';
import { type ErrorAnswer, type ErrorCode, errorCodes } from '#shared/errors';
import { handlerName, type RouteId, routeIds, routes } from '#shared/routes';
import { securityHeadersWith } from '#shared/site-headers';

import { compressAnswer, compressible, type Encoding, notModified, siteBody, siteFile } from './compress';

/** The site's headers; the page may reach the local S3 server (`S3_ENDPOINT`) for photos (issue 32). */
const securityHeaders = securityHeadersWith(process.env.S3_ENDPOINT);

type Handler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

interface CompiledRoute {
  id: RouteId;
  method: string;
  pattern: RegExp;
  names: string[];
}

const compiled: CompiledRoute[] = routeIds.map((id) => {
  const names: string[] = [];
  const source = routes[id].path
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\{(\w+)\}/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
  return { id, method: routes[id].method, pattern: new RegExp(`^${source}$`), names };
});

/** `decodeURIComponent`, or undefined for a malformed escape such as `%E0%A4%A` (API Gateway answers 400). */
function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** The route for a method and path, with its path parameters, or why there is none (400, 404 or 405). */
export function matchRoute(method: string, path: string) {
  const candidates = compiled.flatMap((route) => {
    const match = route.pattern.exec(path);
    return match ? [{ route, match }] : [];
  });
  const hit = candidates.find(({ route }) => route.method === method);
  if (!hit) return { found: false, status: candidates.length > 0 ? 405 : 404 } as const;
  const values = hit.route.names.map((_, i) => decoded(hit.match[i + 1] ?? ''));
  if (values.some((value) => value === undefined)) return { found: false, status: 400 } as const;
  const params = Object.fromEntries(hit.route.names.map((name, i) => [name, values[i]!]));
  return { found: true, id: hit.route.id, params } as const;
}

const loaded = new Map<RouteId, Promise<Handler>>();
function handlerFor(id: RouteId): Promise<Handler> {
  let handler = loaded.get(id);
  if (!handler) {
    handler = import(`../functions/src/routes/${handlerName(id)}.ts`).then(
      (module: { handler: Handler }) => module.handler,
    );
    loaded.set(id, handler);
  }
  return handler;
}

/** Caps what the adapter reads of a body; the handlers enforce their own (smaller) limits. */
const maxAdapterBody = 2 * 1024 * 1024;

async function readBody(request: IncomingMessage): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxAdapterBody) return 'too-large';
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function toEvent(
  request: IncomingMessage,
  body: Buffer,
  routeKey: string,
  params: Record<string, string>,
) {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  // As CloudFront's viewer-request function does: the viewer address is the connection's, whatever the
  // client wrote under that name (per-client throttling keys on it).
  headers[viewerAddressHeader] = request.socket.remoteAddress ?? '127.0.0.1';
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) query[key] = key in query ? `${query[key]},${value}` : value;
  const now = new Date();
  const isText = body.length === 0 || /json|text/i.test(headers['content-type'] ?? '');
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(Object.keys(params).length ? { pathParameters: params } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: request.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length ? { body: isText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: !isText,
  };
  return event;
}

function lambdaContext(requestId: string, name: string): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${name}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${name}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 10_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** A refusal made here, before any handler runs, in the same `{code, message}` shape the handlers answer. */
function sendRefusal(response: ServerResponse, code: ErrorCode): void {
  const { status, message } = errorCodes[code];
  const body: ErrorAnswer = { code, message };
  response.writeHead(status, {
    ...securityHeaders,
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

const refusalOf = { 400: 'input.invalid', 404: 'route.notFound', 405: 'route.methodNotAllowed' } as const;

export async function handleApi(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const match = matchRoute(request.method ?? 'GET', url.pathname);
  if (!match.found) {
    sendRefusal(response, refusalOf[match.status]);
    return;
  }
  const body = await readBody(request);
  if (body === 'too-large') {
    sendRefusal(response, 'input.tooLarge');
    return;
  }
  const route = routes[match.id];
  const event = toEvent(request, body, `${route.method} ${route.path}`, match.params);
  const handler = await handlerFor(match.id);
  const result = await handler(event, lambdaContext(event.requestContext.requestId, handlerName(match.id)));
  const headers = Object.fromEntries(
    Object.entries(result.headers ?? {}).map(([key, value]) => [key, String(value)]),
  );
  const raw = Buffer.from(result.body ?? '', result.isBase64Encoded ? 'base64' : 'utf8');
  const answer = await compressAnswer(raw, headers['content-type'], request.headers['accept-encoding']);
  // CloudFront adds its security headers to the API's answers too, and compresses them.
  response.writeHead(result.statusCode ?? 200, {
    ...headers,
    ...securityHeaders,
    ...encodingHeaders(answer.encoding, headers.vary),
  });
  response.end(answer.body);
}

/** `content-encoding` when compressed, and `vary` wherever an answer depends on `accept-encoding`. */
function encodingHeaders(encoding: Encoding | undefined, vary?: string): Record<string, string> {
  return {
    vary: vary ? `${vary}, accept-encoding` : 'accept-encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  };
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

function sendText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { ...securityHeaders, 'content-type': contentTypes['.txt'] }).end(text);
}

export async function handleSite(
  request: IncomingMessage,
  response: ServerResponse,
  siteDir: string,
  config: Record<string, unknown>,
): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/config.json') {
    const answer = await compressAnswer(
      Buffer.from(JSON.stringify(config)),
      contentTypes['.json'],
      request.headers['accept-encoding'],
    );
    response.writeHead(200, {
      ...securityHeaders,
      'content-type': contentTypes['.json'],
      'cache-control': 'no-store',
      ...encodingHeaders(answer.encoding),
    });
    response.end(answer.body);
    return;
  }
  const decodedPath = decoded(url.pathname);
  if (decodedPath === undefined) return sendText(response, 400, 'Bad request');
  const path = normalize(decodedPath).replace(/^(\.\.[/\\])+/, '');
  // Paths without an extension are client routes: the single page app answers them (as the CloudFront
  // Function does in the cloud); missing files with an extension are a real 404.
  const file = extname(path) ? join(siteDir, path) : join(siteDir, 'index.html');
  if (!file.startsWith(siteDir)) return sendText(response, 400, 'Bad request');
  // Source maps stay on this machine, as they stay out of the cloud's bucket: they publish the whole source.
  const found = extname(file) === '.map' ? undefined : await stat(file).catch(() => undefined);
  if (!found?.isFile()) return sendText(response, 404, 'Not found');
  const immutable = path.startsWith('/assets/');
  const contentType = contentTypes[extname(file)] ?? 'application/octet-stream';
  const site = await siteFile(file, found.mtimeMs);
  const cacheHeaders = {
    ...securityHeaders,
    etag: site.etag,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  if (notModified(request.headers['if-none-match'], site.etag)) {
    response.writeHead(304, { ...cacheHeaders, ...encodingHeaders(undefined) }).end();
    return;
  }
  const answer = await siteBody(site, contentType, request.headers['accept-encoding']);
  response.writeHead(200, {
    ...cacheHeaders,
    'content-type': contentType,
    'content-length': answer.body.length,
    ...(compressible(contentType) ? encodingHeaders(answer.encoding) : {}),
  });
  response.end(request.method === 'HEAD' ? undefined : answer.body);
}
