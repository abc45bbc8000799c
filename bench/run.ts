/**
 * `npm run bench`: the product's performance figures in one table, also written to
 * `build/bench/results.json`. Not a test: nothing here passes or fails; the goals are in the table for
 * reading (issue 17). `npm run bench -- lambda` (or `api`, `site`, `board`, `import`, `recurring`) runs one part.
 *
 * Needs Java 17 (DynamoDB Local), Debian's Chromium, and a built site (`npm run build:web`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { type ApiRow, measureApi } from './api';
import { measureBoard } from './board';
import { startHttp2Front } from './http2-front';
import { type ImportFigures, measureImport } from './import';
import { type HandlerFigures, measureHandlers } from './lambda';
import { measureRecurring, type RecurringFigures } from './recurring';
import { root } from './runtime';
import { type LighthouseFigures, measureLighthouse, measurePageWeights, type PageWeight } from './site';

const parts = new Set(
  process.argv.slice(2).length
    ? process.argv.slice(2)
    : ['lambda', 'api', 'site', 'board', 'import', 'recurring'],
);
const results: {
  at: string;
  handlers?: { floor: HandlerFigures; handlers: HandlerFigures[] };
  api?: { sizes: readonly number[]; rows: ApiRow[] };
  pages?: PageWeight[];
  lighthouse?: LighthouseFigures[];
  /** The same pages over HTTP/2 (`http2-front.ts`), as CloudFront serves them. */
  lighthouseHttp2?: LighthouseFigures[];
  residentImport?: ImportFigures;
  board?: { sizes: readonly number[]; rows: ApiRow[] };
  recurring?: RecurringFigures;
} = { at: new Date().toISOString() };

const rows: [string, string, string][] = [];
const row = (figure: string, value: string, goal = '') => rows.push([figure, value, goal]);
const range = (values: number[]) => (values.length ? `${Math.min(...values)}–${Math.max(...values)}` : 'n/a');

if (parts.has('lambda')) {
  console.error('Bundling the handlers and timing 20 cold imports of each…');
  results.handlers = await measureHandlers();
  const { floor, handlers } = results.handlers;
  row(
    'SDK floor (DocumentClient + GetItem)',
    `${floor.kib} KiB / ${floor.gzipKib} KiB gzip, ${floor.coldImportMs} ms`,
  );
  for (const h of handlers)
    row(`handler ${h.name}`, `${h.kib} / ${h.gzipKib} KiB, ${h.coldImportMs} ms = ${h.vsFloor}× floor`);
  row(
    'handler bundle, min / gzip (SDK bundled)',
    `${range(handlers.map((h) => h.kib))} / ${range(handlers.map((h) => h.gzipKib))} KiB`,
    '≤ 400 / ≤ 110 KB',
  );
  row('handler cold import ÷ SDK floor', range(handlers.map((h) => h.vsFloor)), '≤ 1.10');
}

if (parts.has('api') || parts.has('site')) {
  console.error('Seeding DynamoDB Local and loading the API through the local runtime…');
  const api = await measureApi({
    sizes: parts.has('api') ? undefined : [10],
    atLargest: async (baseUrl) => {
      if (!parts.has('site')) return;
      console.error('Loading pages in Chromium and running Lighthouse…');
      results.pages = await measurePageWeights(baseUrl);
      results.lighthouse = await measureLighthouse(baseUrl);
      const front = await startHttp2Front(baseUrl);
      if (!front) console.error('No openssl here: Lighthouse over HTTP/2 is left out');
      else
        try {
          results.lighthouseHttp2 = await measureLighthouse(front.url, {
            apiUrl: baseUrl,
            selfSignedTls: true,
          });
        } finally {
          await front.close();
        }
    },
  });
  if (parts.has('api')) {
    results.api = api;
    const [small, full, large] = api.sizes;
    for (const r of api.rows) {
      const at = (n: number) => `${r.p50Ms[n]}/${r.p99Ms[n]} ms (${r.rows[n]} rows, ${r.answerKib[n]} KiB)`;
      row(`API ${r.name} p50/p99 at ${api.sizes.join(' / ')} stored`, api.sizes.map(at).join(' · '));
      if (full !== undefined && large !== undefined)
        row(
          `API ${r.name} p50 ${large} ÷ ${full} (full pages) · ÷ ${small}`,
          `${(r.p50Ms[large]! / r.p50Ms[full]!).toFixed(2)} · ${(r.p50Ms[large]! / r.p50Ms[small!]!).toFixed(2)}`,
          '≤ 1.25',
        );
      row(
        `DynamoDB calls ${r.name}`,
        api.sizes.map((n) => `${n}: ${r.dynamoCalls[n]?.join(' + ')}`).join(' · '),
        'same at every size',
      );
    }
  }
}

if (parts.has('board')) {
  console.error('Loading the room board at 50 and at 2,000 rooms…');
  const board = (results.board = await measureBoard());
  const [small, large] = board.sizes as [number, number];
  for (const r of board.rows) {
    const at = (n: number) => `${r.p50Ms[n]}/${r.p99Ms[n]} ms (${r.rows[n]} rooms, ${r.answerKib[n]} KiB)`;
    row(`API ${r.name} p50/p99 at ${small} / ${large} rooms`, `${at(small)} · ${at(large)}`);
    // The goal is for the same page at both sizes; a building's first screen holds ten times the rooms.
    const samePage = r.rows[small] === r.rows[large];
    row(
      `API ${r.name} p50 ${large} ÷ ${small}`,
      (r.p50Ms[large]! / r.p50Ms[small]!).toFixed(2),
      samePage ? '≤ 1.25' : '',
    );
    row(
      `DynamoDB calls ${r.name}`,
      board.sizes.map((n) => `${n}: ${r.dynamoCalls[n]?.join(' + ')}`).join(' · '),
      'same at every size',
    );
  }
}

if (parts.has('import')) {
  console.error('Importing 3,000 residents into 1,500 rooms…');
  const figures = (results.residentImport = await measureImport());
  row(
    `residents import of ${figures.residents} (${figures.slices} slices): preview / apply`,
    `${figures.previewMs} / ${figures.applyMs} ms`,
    'together < 60 000 ms',
  );
}

if (parts.has('recurring')) {
  console.error('Making one week of a weekly recurrence over 2,000 rooms…');
  const figures = (results.recurring = await measureRecurring());
  row(
    `recurring cleaning, one week at ${figures.rooms} rooms: requests made, time`,
    `${figures.made} in ${figures.ms} ms`,
  );
  row(
    'recurring cleaning: DynamoDB calls per occurrence',
    `${figures.callsPerOccurrence} (${Object.entries(figures.commands)
      .map(([name, n]) => `${n} ${name}`)
      .join(', ')})`,
  );
}

for (const p of results.pages ?? [])
  row(
    `site ${p.path}: JS / CSS gzip`,
    `${p.jsKib} / ${p.cssKib} KiB, ${p.requests} requests`,
    p.path.startsWith('/dashboard') ? 'JS ≤ 300 KiB' : p.path === '/clean-requests' ? 'JS ≤ 320 KiB' : '',
  );
for (const [protocol, figures] of [
  ['', results.lighthouse],
  [' over HTTP/2', results.lighthouseHttp2],
] as const)
  for (const l of figures ?? [])
    row(
      `Lighthouse mobile${protocol} ${l.path}${l.visit === 'returning' ? ', returning (service worker)' : ''}`,
      `${l.score} (LCP ${l.lcpMs} ms, CLS ${l.cls}, TBT ${l.tbtMs} ms, ${l.transferKib} KiB; runs ${l.scores?.join(', ')}; benchmark index ${l.benchmarkIndex}, runs ${range(l.benchmarkIndexes ?? [])})`,
      `${l.path === '/about' ? '≥ 95' : '≥ 90'}, LCP ≤ 2500, CLS ≤ 0.1, TBT ≤ 200`,
    );

const widths = [0, 1, 2].map((i) =>
  Math.max(...[['Figure', 'Value', 'Goal'], ...rows].map((r) => r[i]!.length)),
);
const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
console.log(
  [line(['Figure', 'Value', 'Goal']), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'),
);

const outDir = join(root, 'build', 'bench');
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.error(`Written to ${join(outDir, 'results.json')}`);
