/**
 * `npm run test:e2e`: the browser suite on `@playwright/test` (`playwright.config.ts`, `README.md` here).
 * `npm run test:e2e -- <text> [<text>…]` runs only the scenarios whose name contains one of the texts;
 * arguments starting with `-` go to Playwright as they are, an option's value joined with `=`
 * (`--project=phone`, `--trace=on`, `--headed`).
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { root, screenshotDir } from './harness';
import { nameContains } from './name-filter';

// Scenario files import their types from here.
export type { Scenario, ScenarioContext } from './scenario';

function main(args: string[]): number {
  const options = args.filter((arg) => arg.startsWith('-'));
  const texts = args.filter((arg) => !arg.startsWith('-'));
  const cli = join(root, 'node_modules', '@playwright', 'test', 'cli.js');
  const result = spawnSync(
    process.execPath,
    [
      cli,
      'test',
      '--config',
      join(root, 'playwright.config.ts'),
      ...(texts.length ? ['--grep', nameContains(...texts).source] : []),
      ...options,
    ],
    { cwd: root, stdio: 'inherit' },
  );
  console.log(`Screenshots: ${screenshotDir}`);
  return result.status ?? 1;
}

// Only when run: a scenario importing its types from here must not start another run.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(main(process.argv.slice(2)));
}
