/**
 * The landing page's JavaScript budget (DESIGN §6, performance goal P9), read from Vite's manifest of
 * the production build in web/dist: the entry, the landing chunk, everything they import statically and
 * the English strings the page loads must stay within 130 KB gzip, and none of it may be a signed-in
 * page, the shell or the API client. `npm run check:web` builds and runs it.
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

export const landingBudgetBytes = 130 * 1024;
const landingPage = 'src/pages/landing/landing-page.tsx';
/** Loaded by the landing page at run time through i18next, in the default language. */
const landingStrings = ['src/i18n/locales/en/common.json', 'src/i18n/locales/en/landing.json'];
/** Sources whose chunks the landing page must never load. */
const forbidden = [
  /^src\/pages\/(dashboard|requests|feedback|manage|profile|builder)\//,
  /^src\/components\/shell\//,
  /^src\/api\/client\.ts$/,
];

export interface BundleReport {
  files: string[];
  gzipBytes: number;
  problems: string[];
}

export function checkBundle(distDir: string): BundleReport {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    return { files: [], gzipBytes: 0, problems: [`No manifest at ${manifestPath}: build first`] };
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const problems: string[] = [];
  if (!entry) problems.push('The manifest has no entry');
  for (const key of [landingPage, ...landingStrings]) {
    if (!manifest[key]) problems.push(`The manifest has no chunk for ${key}`);
  }

  // The entry and the landing chunk with their static imports, transitively. Dynamic imports load only
  // when the code asks, so they count only where the landing page is known to ask (its strings).
  const keys = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (keys.has(key) || !chunk) return;
    keys.add(key);
    chunk.imports?.forEach(visit);
  };
  [entry, landingPage, ...landingStrings].forEach((key) => key && visit(key));

  const chunks = [...keys].flatMap((key) => manifest[key] ?? []);
  for (const chunk of chunks) {
    const src = chunk.src ?? '';
    if (forbidden.some((pattern) => pattern.test(src))) problems.push(`The landing page loads ${src}`);
  }
  const files = chunks.map((chunk) => chunk.file).filter((file) => file.endsWith('.js'));
  const gzipBytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length,
    0,
  );
  if (gzipBytes > landingBudgetBytes) {
    problems.push(
      `Landing JS is ${(gzipBytes / 1024).toFixed(1)} KB gzip, over ${landingBudgetBytes / 1024} KB`,
    );
  }
  return { files, gzipBytes, problems };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const report = checkBundle(fileURLToPath(new URL('../dist', import.meta.url)));
  console.log(
    `Landing page JS: ${(report.gzipBytes / 1024).toFixed(1)} KB gzip in ${report.files.length} files`,
  );
  for (const file of report.files) console.log(`  ${file}`);
  for (const problem of report.problems) console.error(`✗ ${problem}`);
  process.exit(report.problems.length ? 1 : 0);
}
