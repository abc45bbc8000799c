/**
 * Handler figures: each handler bundled as the CDK stack bundles it, its size (minified and gzipped), and
 * its cold import — the median time of `import()` of the bundle in a fresh Node process — divided by the
 * SDK floor's (`sdk-floor.ts`, built the same way). Processes are started round-robin over all bundles, so
 * a busy moment of the machine slows every bundle alike instead of one.
 */
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

import { handlerName, type RouteId, routeIds } from '#shared/routes';
import { bundleHandlers } from '#tests/helpers/handler-bundle';

const run = promisify(execFile);

export interface HandlerFigures {
  name: string;
  kib: number;
  gzipKib: number;
  coldImportMs: number;
  /** Cold import ÷ the SDK floor's. */
  vsFloor: number;
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Milliseconds one fresh process takes to import the module (process start not included). */
async function coldImport(file: string): Promise<number> {
  const script = `const t = performance.now(); await import(${JSON.stringify(file)}); console.log(performance.now() - t);`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
    env: {
      PATH: process.env.PATH,
      AWS_REGION: 'us-east-1',
      TABLE_NAME: 'bench',
      JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
      MAIL_FROM: 'no-reply@bench.hostel',
      APP_ORIGIN: 'https://hostel.example',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
  });
  return Number(stdout.trim().split('\n').at(-1));
}

export async function measureHandlers(
  options: { rounds?: number; ids?: readonly RouteId[]; outDir?: string } = {},
): Promise<{ floor: HandlerFigures; handlers: HandlerFigures[] }> {
  const rounds = options.rounds ?? 20;
  const ids = options.ids ?? routeIds;
  const outDir = resolve(options.outDir ?? 'build/bench/functions');
  // The routes' handlers and the function the table's stream feeds (the notification mailer).
  const names = ['sdk-floor', ...ids.map(handlerName), 'notice-mail'];
  const entries = [
    'bench/sdk-floor.ts',
    ...ids.map((id) => `functions/src/routes/${handlerName(id)}.ts`),
    'functions/src/streams/notice-mail.ts',
  ];
  const bundles = await bundleHandlers(entries);
  const files = names.map((name) => join(outDir, name, 'index.mjs'));
  for (const [i, file] of files.entries()) {
    await mkdir(join(outDir, names[i]!), { recursive: true });
    await writeFile(file, bundles[i]!.code);
  }
  const times: number[][] = files.map(() => []);
  for (let round = 0; round < rounds; round += 1)
    for (const [i, file] of files.entries()) times[i]!.push(await coldImport(file));
  const floorMs = median(times[0]!);
  const figures = names.map((name, i) => ({
    name,
    kib: kib(bundles[i]!.bytes),
    gzipKib: kib(bundles[i]!.gzipBytes),
    coldImportMs: Math.round(median(times[i]!) * 10) / 10,
    vsFloor: Math.round((median(times[i]!) / floorMs) * 100) / 100,
  }));
  return { floor: figures[0]!, handlers: figures.slice(1) };
}
