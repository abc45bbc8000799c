/**
 * The browser suite's contract check (issue 34): every API call the scenarios make passes through Stoplight
 * Prism's validating proxy, which compares the request and the answer with the OpenAPI document
 * (`shared/src/openapi/openapi.json`) and names each mismatch in an `sl-violations` header. A small front,
 * on the address the browser uses, sends `/api/*` through Prism and everything else (the site, its worker)
 * straight to the runtime, writes down each exchange that breaks the document, and takes Prism's own headers
 * off the answer. The scenario's test reads what was written down while it ran (`contractBreaches`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import { join } from 'node:path';

import { freePort } from '#local/dynamo-local';

import { root, waitForOutput } from './harness';

const document = join(root, 'shared', 'src', 'openapi', 'openapi.json');
const prismBin = join(root, 'node_modules', '.bin', 'prism');

interface Violation {
  location: string[];
  severity: string;
  message: string;
}

export interface Breach {
  method: string;
  path: string;
  status: number;
  violations: Violation[];
}

/**
 * What breaks the document. An answer that does not match it always does. A request that does not match it
 * breaks it only when the runtime took it: refused with a 4xx (a scenario typing too long a message), the
 * runtime did what the document says. A path the document lacks is a breach unless the runtime has no
 * such route either (404).
 */
export function breaches(status: number, violations: readonly Violation[]): Violation[] {
  return violations.filter((violation) => {
    if (violation.location[0] === 'response') return true;
    if (violation.message === 'Selected route not found') return status !== 404;
    return status < 400;
  });
}

/** The file a front writes its breaches to, one JSON line each, beside the runtime's data. */
export const breachFile = (dataDir: string) => join(dataDir, 'contract-breaches.ndjson');

/** Where the breach file ends now: a test reads from here on when it ends. */
export function breachMark(dataDir: string): number {
  const file = breachFile(dataDir);
  return existsSync(file) ? statSync(file).size : 0;
}

/** The breaches written since `mark`. */
export function contractBreaches(dataDir: string, mark: number): Breach[] {
  const file = breachFile(dataDir);
  if (!existsSync(file)) return [];
  return readFileSync(file)
    .subarray(mark)
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Breach);
}

export const describeBreach = ({ method, path, status, violations }: Breach) =>
  `  ${method} ${path} → ${status}: ${violations.map((v) => `${v.location.join('.')} ${v.message}`).join('; ')}`;

async function startPrism(upstream: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    prismBin,
    ['proxy', document, upstream, '--host', '127.0.0.1', '--port', String(port), '--errors', 'false'],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const started = await waitForOutput(child, 'Prism is listening', 120_000);
  if (!started.ok) {
    child.kill();
    throw new Error(`Prism did not start:\n${started.output}`);
  }
  return { url: `http://127.0.0.1:${port}`, child };
}

function recordBreaches(file: string, method: string, path: string, answer: IncomingMessage): void {
  const header = answer.headers['sl-violations'];
  if (typeof header !== 'string') return;
  const status = answer.statusCode ?? 0;
  const found = breaches(status, JSON.parse(header) as Violation[]);
  if (found.length > 0)
    appendFileSync(file, `${JSON.stringify({ method, path, status, violations: found })}\n`);
}

export interface ContractFront {
  /** The address the browser and the scenarios use. */
  baseUrl: string;
  stop: () => Promise<void>;
}

/**
 * Starts Prism in front of the runtime at `upstream` and the front on `port`, writing breaches to
 * `breachFile(dataDir)`.
 */
export async function startContractFront(
  upstream: string,
  port: number,
  dataDir: string,
): Promise<ContractFront> {
  const prism = await startPrism(upstream);
  const file = breachFile(dataDir);
  const server: Server = createServer((incoming, outgoing) => {
    const path = incoming.url ?? '/';
    const api = path.startsWith('/api/');
    const target = new URL(path, api ? prism.url : upstream);
    const forward = request(
      target,
      { method: incoming.method, headers: { ...incoming.headers, host: target.host } },
      (answer) => {
        if (api) recordBreaches(file, incoming.method ?? 'GET', path, answer);
        const headers = { ...answer.headers };
        // Prism's own headers (its violations, and a CORS grant the runtime never gave) stay here.
        for (const name of Object.keys(headers))
          if (name === 'sl-violations' || name.startsWith('access-control-')) delete headers[name];
        outgoing.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((done) => server.listen(port, 'localhost', done));
  return {
    baseUrl: `http://localhost:${port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
      if (prism.child.exitCode === null) {
        const exited = new Promise((done) => prism.child.once('exit', done));
        prism.child.kill('SIGINT');
        await exited;
      }
    },
  };
}
