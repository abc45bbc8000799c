/**
 * HTTP/2 in front of the local runtime, so Lighthouse can also measure the site as CloudFront serves it.
 * `npm start` speaks HTTP/1.1, where a browser opens at most six connections to a host, and Lighthouse's
 * simulation models exactly that: a page of a few dozen chunks then loads in waves of six, one round trip
 * each. CloudFront answers over HTTP/2 (and HTTP/3), one connection carrying every request at once. The
 * front forwards each request unchanged to the runtime (compression and validators included) over TLS with a
 * certificate made for the run by `openssl`; the bench's Chromium is told to accept it. Loopback only.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createSecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Headers that belong to one hop (RFC 9113 §8.2.2 forbids them in HTTP/2), and HTTP/2's pseudo-headers. */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'host',
]);
const forwardable = (headers: NodeJS.Dict<string | string[]>) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !hopByHop.has(name)),
  );

export interface Http2Front {
  url: string;
  close(): Promise<void>;
}

/** Starts the front for `target` (an http://127.0.0.1:port URL); undefined when `openssl` is not there. */
export async function startHttp2Front(target: string): Promise<Http2Front | undefined> {
  const dir = mkdtempSync(join(tmpdir(), 'hostel-bench-tls-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  try {
    const selfSigned = [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
    ];
    execFileSync('openssl', [...selfSigned, '-keyout', key, '-out', cert], { stdio: 'ignore' });
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
  const { hostname, port } = new URL(target);
  const server = createSecureServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
    const upstream = request(
      { hostname, port, method: req.method, path: req.url, headers: forwardable(req.headers) },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://localhost:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(dir, { recursive: true, force: true });
      }),
  };
}
