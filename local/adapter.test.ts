/**
 * The local stand-in for CloudFront and API Gateway, without a store: what it answers before any handler
 * runs — the security headers CloudFront sets, no source maps, and a 400 (never a 500) for a malformed
 * escape in a path.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { handleApi, handleSite, toEvent } from '#local/adapter';
import { securityHeaders } from '#shared/site-headers';

const siteDir = mkdtempSync(join(tmpdir(), 'hostel-site-'));
mkdirSync(join(siteDir, 'assets'));
writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Hostel Clean</title>');
writeFileSync(join(siteDir, 'assets', 'app.js'), 'console.log(1);\n//# sourceMappingURL=app.js.map');
const bigScript = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'row ${i}'`).join(', ')}];\n`;
writeFileSync(join(siteDir, 'assets', 'big.js'), bigScript);
writeFileSync(join(siteDir, 'assets', 'app.js.map'), '{"version":3,"sources":["app.tsx"]}');

let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const work = request.url?.startsWith('/api/')
      ? handleApi(request, response)
      : handleSite(request, response, siteDir, { apiBase: '/api', demo: true });
    work.catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

const headersOf = (answer: Response) => Object.fromEntries(answer.headers.entries());

describe('local site and API, before any handler', () => {
  it('sends the security headers CloudFront sends, on pages, config and API refusals', async () => {
    // Act
    const answers = await Promise.all(
      ['/', '/dashboard', '/assets/app.js', '/config.json', '/api/no/such/route'].map((path) =>
        fetch(`${origin}${path}`),
      ),
    );

    // Assess
    for (const answer of answers) expect(headersOf(answer)).toMatchObject(securityHeaders);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 404]);
  });

  it('does not serve source maps', async () => {
    // Act
    const map = await fetch(`${origin}/assets/app.js.map`);

    // Assess
    expect(map.status).toBe(404);
    expect(await map.text()).toBe('Not found');
  });

  it('answers 400 for a malformed escape in a path, on the site and the API', async () => {
    // Act
    const page = await fetch(`${origin}/assets/%E0%A4%A.js`);
    const api = await fetch(`${origin}/api/auth/reset-password/student/%E0%A4%A/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'new pass' }),
    });

    // Assess
    expect(page.status).toBe(400);
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ code: 'input.invalid', message: 'Field is not valid' });
  });

  it('sets the viewer address from the connection, as CloudFront does, whatever the client sent', () => {
    // Prepare
    const request = Object.assign(Readable.from([]), {
      url: '/api/auth/login',
      method: 'POST',
      httpVersion: '1.1',
      headers: { 'x-viewer-address': '10.9.9.9', 'content-type': 'application/json' },
      socket: { remoteAddress: '192.0.2.7' },
    }) as unknown as IncomingMessage;

    // Act
    const event = toEvent(request, Buffer.from('{}'), 'POST /api/auth/login', {});

    // Assess
    expect(event.headers['x-viewer-address']).toBe('192.0.2.7');
  });
});

/** A GET whose body is left as sent (fetch would undo the compression). */
function rawGet(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>((done, fail) => {
    get(`${origin}${path}`, { headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        done({ status: answer.statusCode!, headers: answer.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', fail);
  });
}

describe('local site compression and validators, as CloudFront gives them', () => {
  it('sends brotli where accepted, else gzip, else the file as it is; small files as they are', async () => {
    // Act
    const br = await rawGet('/assets/big.js', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await rawGet('/assets/big.js', { 'accept-encoding': 'gzip' });
    const plain = await rawGet('/assets/big.js');
    const refused = await rawGet('/assets/big.js', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    const small = await rawGet('/', { 'accept-encoding': 'br' });

    // Assess
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(bigScript);
    expect(br.body.length).toBeLessThan(bigScript.length / 3);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(bigScript);
    for (const answer of [plain, refused]) {
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.toString()).toBe(bigScript);
    }
    expect(small.headers['content-encoding']).toBeUndefined();
    for (const answer of [br, gzip, plain, small]) expect(answer.headers.vary).toBe('accept-encoding');
    expect(br.headers).toMatchObject(securityHeaders);
  });

  it('answers 304 without a body when the ETag still matches, for index.html and assets alike', async () => {
    // Prepare
    const page = await rawGet('/dashboard');
    const script = await rawGet('/assets/big.js', { 'accept-encoding': 'br' });

    // Act
    const pageAgain = await rawGet('/dashboard', { 'if-none-match': page.headers.etag! });
    const scriptAgain = await rawGet('/assets/big.js', { 'if-none-match': `W/${script.headers.etag!}` });
    const stale = await rawGet('/dashboard', { 'if-none-match': '"another"' });

    // Assess
    expect(page.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect([pageAgain.status, scriptAgain.status, stale.status]).toEqual([304, 304, 200]);
    expect(pageAgain.body.length + scriptAgain.body.length).toBe(0);
    expect(pageAgain.headers).toMatchObject({ ...securityHeaders, etag: page.headers.etag });
    expect(stale.body.toString()).toBe('<!doctype html><title>Hostel Clean</title>');
  });
});
