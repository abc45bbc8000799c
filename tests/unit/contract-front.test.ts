/**
 * The browser suite's contract check (`tests/e2e/contract-front.ts`) with the real Prism: in front of a
 * stand-in upstream that answers `/api/health` right or wrong, it writes down exactly the exchanges that
 * break the OpenAPI document, and passes everything else through untouched.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { freePort } from '#local/dynamo-local';
import {
  breaches,
  breachMark,
  contractBreaches,
  type ContractFront,
  startContractFront,
} from '#tests/e2e/contract-front';

let upstream: Server;
let front: ContractFront;
let dataDir: string;
/** What the stand-in answers to `GET /api/health` next. */
let health: unknown = { ok: true };

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'hostel-contract-'));
  upstream = createServer((incoming, outgoing) => {
    if (incoming.url === '/api/health') {
      outgoing.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      outgoing.end(JSON.stringify(health));
    } else {
      outgoing.writeHead(200, { 'content-type': 'text/html' });
      outgoing.end('<!doctype html><title>site</title>');
    }
  });
  const upstreamPort = await freePort();
  await new Promise<void>((done) => upstream.listen(upstreamPort, '127.0.0.1', done));
  front = await startContractFront(`http://127.0.0.1:${upstreamPort}`, await freePort(), dataDir);
}, 120_000);

afterAll(async () => {
  await front?.stop();
  await new Promise((done) => upstream?.close(done));
  rmSync(dataDir, { recursive: true, force: true });
});

test('an answer the document allows passes, and nothing is written down', async () => {
  const mark = breachMark(dataDir);
  health = { ok: true };
  const answer = await fetch(`${front.baseUrl}/api/health`);
  expect(await answer.json()).toEqual({ ok: true });
  expect(answer.headers.get('sl-violations')).toBeNull();
  expect(contractBreaches(dataDir, mark)).toEqual([]);
});

test("an answer outside the document is written down with Prism's reason", async () => {
  const mark = breachMark(dataDir);
  health = { ok: 'yes' };
  const answer = await fetch(`${front.baseUrl}/api/health`);
  expect(await answer.json()).toEqual({ ok: 'yes' });
  const found = contractBreaches(dataDir, mark);
  expect(found).toHaveLength(1);
  expect(found[0]).toMatchObject({ method: 'GET', path: '/api/health', status: 200 });
  expect(found[0]!.violations[0]!.location).toEqual(['response', 'body', 'ok']);
});

test('the site itself does not pass through Prism', async () => {
  const mark = breachMark(dataDir);
  const answer = await fetch(`${front.baseUrl}/dashboard/admin`);
  expect(await answer.text()).toContain('<title>site</title>');
  expect(contractBreaches(dataDir, mark)).toEqual([]);
});

test('a refused request that the document also refuses is no breach; one the runtime took is', () => {
  const request = { location: ['request', 'body'], severity: 'Error', message: 'must have property x' };
  const response = { location: ['response', 'body'], severity: 'Error', message: 'must be object' };
  const noRoute = { location: ['request'], severity: 'Warning', message: 'Selected route not found' };
  expect(breaches(400, [request])).toEqual([]);
  expect(breaches(200, [request])).toEqual([request]);
  expect(breaches(400, [response])).toEqual([response]);
  expect(breaches(404, [noRoute])).toEqual([]);
  expect(breaches(200, [noRoute])).toEqual([noRoute]);
});
