// @vitest-environment node
/**
 * Runs the page budgets (web/scripts/check-bundle.ts) on a fresh production build, so `npm test` and CI
 * fail when the landing page grows past 115 KB gzip or pulls in signed-in code, or when a role's
 * dashboard grows past 300 KB gzip.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'vite';

import { languageCodes, localeOf } from '#shared/languages';
import { messageLocaleWithoutLookup } from '#tooling/vite/message-locale-without-lookup';

import {
  adminDashboardBudgetBytes,
  adminListPageBudgetBytes,
  checkBundle,
  dashboardBudgetBytes,
  landingBudgetBytes,
  roleDashboardBudgetBytes,
} from '../scripts/check-bundle';

const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url));

describe('page bundles', () => {
  let outDir: string;
  /** Every module the build put into a chunk. */
  let moduleIds: string[];
  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'hostel-web-'));
    // Vitest runs with NODE_ENV=test, under which Vite and the React plugin build development JSX (each
    // element carrying its file's absolute path, so the sizes would depend on where the clone lives). The
    // check is about the production build `npm run build:web` ships.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    const result = await build({
      configFile,
      mode: 'production',
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, sourcemap: false },
    }).finally(() => {
      process.env.NODE_ENV = nodeEnv;
    });
    moduleIds = [result]
      .flat()
      .flatMap((output) => ('output' in output ? output.output : []))
      .flatMap((chunk) => (chunk.type === 'chunk' ? chunk.moduleIds : []));
  }, 120_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('stay within budget, and the landing page loads no signed-in page, shell or API client', () => {
    // Act
    const report = checkBundle(outDir);
    const page = (name: string) => report.pages.find((candidate) => candidate.name === name);

    // Assess
    expect(report.problems).toEqual([]);
    expect(page('Landing page')?.gzipBytes).toBeLessThanOrEqual(landingBudgetBytes);
    expect(page('Landing page')?.files.some((file) => file.includes('landing-page'))).toBe(true);
    for (const name of ['admin', 'admin, phone', 'roomkeeper', 'student']) {
      const role = name.split(',')[0]!;
      const dashboard = page(`Dashboard (${name})`);
      expect(dashboard?.gzipBytes).toBeGreaterThan(landingBudgetBytes);
      expect(dashboard?.gzipBytes).toBeLessThanOrEqual(
        name === 'admin'
          ? adminDashboardBudgetBytes
          : name === 'admin, phone'
            ? dashboardBudgetBytes
            : roleDashboardBudgetBytes,
      );
      expect(dashboard?.files.some((file) => file.includes(`${role}-dashboard`))).toBe(true);
      expect(dashboard?.files.some((file) => /\/shell-[\w-]+\.js$/.test(file))).toBe(true);
      // A phone gets the shell's own layout, and never downloads AppLayout's (issue 28).
      const layouts = dashboard?.files.filter((file) => /\/(desktop|phone)-layout-/.test(file));
      expect(layouts?.map((file) => file.replace(/.*\/|-layout-.*/g, ''))).toEqual([
        name === 'admin, phone' ? 'phone' : 'desktop',
      ]);
    }
    const rooms = page('Rooms page');
    expect(rooms?.gzipBytes).toBeLessThanOrEqual(adminListPageBudgetBytes);
    expect(rooms?.files.some((file) => file.includes('rooms-page'))).toBe(true);
    for (const name of ['Room board', 'Room page'])
      expect(page(name)?.gzipBytes).toBeLessThanOrEqual(dashboardBudgetBytes);
    const schedules = page('Cleaning schedules page');
    expect(schedules?.gzipBytes).toBeLessThanOrEqual(adminListPageBudgetBytes);
    expect(schedules?.files.some((file) => file.includes('recurring-page'))).toBe(true);
  });

  it("asks for Cloudscape's messages without waiting for Cloudscape's shared chunk", () => {
    // The messages' loader needs only what runs before any page (the entry and the bundler's runtime), so
    // its request leaves as soon as its own tiny chunk has come (issue 28).
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { name?: string; imports?: string[] }
    >;
    const loader = Object.values(manifest).find((chunk) => chunk.name === 'cloudscape-messages');
    expect(loader).toBeDefined();
    expect(
      loader?.imports?.filter((key) => key !== 'index.html' && !/^_rolldown-runtime-/.test(key)),
    ).toEqual([]);
  });

  it('is the production build: no development JSX naming source files', () => {
    const source = fileURLToPath(new URL('.', import.meta.url));
    const chunks = checkBundle(outDir).pages.flatMap((page) => page.files);
    expect(chunks.length).toBeGreaterThan(0);
    const naming = chunks.filter((file) => readFileSync(join(outDir, file), 'utf8').includes(source));
    expect(naming).toEqual([]);
  });

  it("takes react-router's production build, which its exports map never names", () => {
    const routerFiles = moduleIds.filter((id) => /[\\/]react-router[\\/]dist[\\/]/.test(id));
    expect(routerFiles.some((id) => /[\\/]dist[\\/]production[\\/]/.test(id))).toBe(true);
    expect(routerFiles.filter((id) => /[\\/]dist[\\/]development[\\/]/.test(id))).toEqual([]);
  });
});

describe("Cloudscape's message locales", () => {
  const core = fileURLToPath(
    new URL('../../node_modules/intl-messageformat/lib/src/core.js', import.meta.url),
  );
  const transform = (code: string) => {
    const plugin = messageLocaleWithoutLookup();
    // Rollup's error() throws.
    const context = {
      error: (message: string) => {
        throw new Error(message);
      },
    };
    return (plugin.transform as (this: unknown, code: string, id: string) => { code: string }).call(
      context,
      code,
      core,
    );
  };

  it('are built without listing every locale ICU knows', () => {
    // Arrange
    const shipped = readFileSync(core, 'utf8');

    // Act
    const { code } = transform(shipped);

    // Assess
    expect(shipped).toContain('= Intl.NumberFormat.supportedLocalesOf(locales);');
    expect(code).toContain('IntlMessageFormat.resolveLocale = function (locales) {');
    expect(code).not.toContain('= Intl.NumberFormat.supportedLocalesOf(locales);');
  });

  it('resolve to the locale the lookup gave, for each language of the site', () => {
    for (const language of languageCodes) {
      const locale = localeOf(language).toLowerCase(); // as Cloudscape passes it
      const lookedUp = new Intl.Locale(Intl.NumberFormat.supportedLocalesOf(locale)[0]!).toString();
      expect(new Intl.Locale(locale).toString()).toBe(lookedUp);
    }
  });

  it('fail the build when intl-messageformat no longer reads as expected', () => {
    expect(() => transform('IntlMessageFormat.resolveLocale = lookItUp;')).toThrow(/no longer reads as/);
  });
});

describe('checkBundle', () => {
  const cloudscapeMessages = '../node_modules/@cloudscape-design/components/i18n/messages/all.en.js';
  /** Source → its chunk file in the fake build. */
  const files: Record<string, string> = {
    'index.html': 'assets/index.js',
    'src/pages/landing/landing-page.tsx': 'assets/landing.js',
    'src/components/shell/shell.tsx': 'assets/shell.js',
    'src/components/shell/desktop-layout.tsx': 'assets/desktop-layout.js',
    'src/components/shell/phone-layout.tsx': 'assets/phone-layout.js',
    'src/pages/dashboard/admin/admin-dashboard.tsx': 'assets/admin.js',
    'src/pages/dashboard/admin/pending-table.tsx': 'assets/pending-table.js',
    'src/pages/dashboard/admin/admin-cards.tsx': 'assets/admin-cards.js',
    'src/pages/dashboard/roomkeeper/roomkeeper-dashboard.tsx': 'assets/roomkeeper.js',
    'src/pages/dashboard/student/student-dashboard.tsx': 'assets/student.js',
    'src/pages/rooms/rooms-page.tsx': 'assets/rooms.js',
    'src/pages/room-board/room-board-page.tsx': 'assets/room-board.js',
    'src/pages/room-board/room-page.tsx': 'assets/room-page.js',
    'src/pages/recurring/recurring-page.tsx': 'assets/recurring.js',
    'src/components/big-chart.tsx': 'assets/big-chart.js',
    [cloudscapeMessages]: 'assets/cloudscape-en.js',
    ...Object.fromEntries(
      [
        'common',
        'landing',
        'shell',
        'errors',
        'codes',
        'dashboard',
        'validation',
        'rooms',
        'board',
        'recurring',
      ].map((namespace) => [`src/i18n/locales/en/${namespace}.json`, `assets/${namespace}-strings.js`]),
    ),
  };

  /** A build of small files; `imports` adds static imports, `large` files outgrow a dashboard's budget. */
  function fakeBuild(
    imports: Record<string, string[]>,
    large: string[] = [],
    largeBytes = dashboardBudgetBytes,
  ): string {
    const dist = mkdtempSync(join(tmpdir(), 'hostel-manifest-'));
    const manifest = Object.fromEntries(
      Object.entries(files).map(([src, file]) => [
        src,
        { file, src, ...(src === 'index.html' ? { isEntry: true } : {}), imports: imports[src] },
      ]),
    );
    for (const [src, file] of Object.entries(files)) {
      mkdirSync(dirname(join(dist, file)), { recursive: true });
      // Random bytes do not compress, so their gzip size is at least their size.
      writeFileSync(join(dist, file), large.includes(src) ? randomBytes(largeBytes) : 'export {};');
    }
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    return dist;
  }

  let dist: string | undefined;
  afterEach(() => dist && rmSync(dist, { recursive: true, force: true }));

  it('passes a build within every budget', () => {
    // Prepare
    dist = fakeBuild({});

    // Act
    const report = checkBundle(dist);

    // Assess
    expect(report.problems).toEqual([]);
    expect(report.pages.map((page) => [page.name, page.files.length])).toEqual([
      ['Landing page', 4],
      ['Dashboard (admin)', 12],
      ['Dashboard (admin, phone)', 12],
      ['Dashboard (roomkeeper)', 11],
      ['Dashboard (student)', 11],
      ['Rooms page', 12],
      ['Room board', 12],
      ['Room page', 12],
      ['Cleaning schedules page', 13],
    ]);
  });

  it('reports a dashboard chunk imported by the landing page', () => {
    // Prepare: the landing page imports the admin dashboard statically.
    dist = fakeBuild({
      'src/pages/landing/landing-page.tsx': ['src/pages/dashboard/admin/admin-dashboard.tsx'],
    });

    // Act
    const report = checkBundle(dist);

    // Assess
    expect(report.problems).toEqual(['Landing page loads src/pages/dashboard/admin/admin-dashboard.tsx']);
    expect(report.pages[0]?.files).toHaveLength(5);
  });

  it('reports a dashboard over budget through a chunk it imports', () => {
    // Prepare: the student dashboard imports a chunk as large as its budget that does not compress.
    dist = fakeBuild(
      { 'src/pages/dashboard/student/student-dashboard.tsx': ['src/components/big-chart.tsx'] },
      ['src/components/big-chart.tsx'],
      roleDashboardBudgetBytes,
    );

    // Act
    const report = checkBundle(dist);

    // Assess
    expect(report.problems).toHaveLength(1);
    const budget = roleDashboardBudgetBytes / 1024;
    expect(report.problems[0]).toMatch(
      new RegExp(`^Dashboard \\(student\\) JS is ${budget}\\.\\d KB gzip, over ${budget}\\.0 KB$`),
    );
  });

  const signedInPages = [
    'Dashboard (admin)',
    'Dashboard (admin, phone)',
    'Dashboard (roomkeeper)',
    'Dashboard (student)',
    'Rooms page',
    'Room board',
    'Room page',
    'Cleaning schedules page',
  ];

  it.each([
    ['the shell', 'src/components/shell/shell.tsx', signedInPages],
    // AppLayout's layout counts for every signed-in page but the admin's phone dashboard.
    [
      "AppLayout's layout",
      'src/components/shell/desktop-layout.tsx',
      signedInPages.filter((name) => name !== 'Dashboard (admin, phone)'),
    ],
  ])('reports every page that loads %s over budget when it outgrows it', (_, chunk, overBudget) => {
    // Prepare
    // As large as the largest budget (the admin's), so that every page loading it is over its own.
    dist = fakeBuild({}, [chunk], adminDashboardBudgetBytes);

    // Act
    const report = checkBundle(dist);

    // Assess
    expect(report.problems.map((problem) => problem.split(' JS ')[0])).toEqual(overBudget);
  });

  it('reports a page whose chunk the manifest lacks', () => {
    // Prepare
    dist = fakeBuild({});
    const manifestPath = join(dist, '.vite', 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, unknown>;
    delete manifest['src/pages/dashboard/roomkeeper/roomkeeper-dashboard.tsx'];
    writeFileSync(manifestPath, JSON.stringify(manifest));

    // Act
    const report = checkBundle(dist);

    // Assess
    expect(report.problems).toEqual([
      'Dashboard (roomkeeper): the manifest has no chunk for src/pages/dashboard/roomkeeper/roomkeeper-dashboard.tsx',
    ]);
  });
});
