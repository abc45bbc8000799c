/**
 * The local stand-in for CloudFront and API Gateway, without a store: what it answers before any handler
 * runs — the security headers CloudFront sets, no source maps, and a 400 (never a 500) for a malformed
 * escape in a path.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';

import { handleApi, handleSite, toEvent } from '#local/adapter';
import { securityHeaders } from '#shared/site-headers';

const siteDir = mkdtempSync(join(tmpdir(), 'hostel-site-'));
mkdirSync(join(siteDir, 'assets'));
writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Hostel Clean</title>');
writeFileSync(join(siteDir, 'assets', 'app.js'), 'console.log(1);\n//# sourceMappingURL=app.js.map');
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
