/** The build's no-op stand-ins for Cloudscape's console telemetry, against the modules installed here. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { withoutConsoleTelemetry } from '#tooling/vite/without-console-telemetry';

const installed = (path: string) =>
  fileURLToPath(new URL(`../../node_modules/@cloudscape-design/${path}`, import.meta.url));
const metrics = installed('component-toolkit/mjs/internal/base-component/component-metrics.js');
const stylesCheck = installed('components/internal/hooks/use-base-component/styles-check.js');

/** The names a module exports, as these modules write them. */
const exportsOf = (code: string) =>
  [...code.matchAll(/export (?:async )?(?:function|const|let) (\w+)/g)].map((match) => match[1]).sort();

/** The plugin's `load` hook, as Vite calls it, with `this.error` throwing as Vite's does. */
function load(id: string) {
  const hook = withoutConsoleTelemetry().load as (
    this: { error(message: string): never },
    id: string,
  ) => { code: string } | undefined;
  return hook.call(
    {
      error(message: string): never {
        throw new Error(message);
      },
    },
    id,
  );
}

it('replaces each installed module with one that exports the same names and runs nothing', () => {
  for (const id of [metrics, stylesCheck]) {
    const built = load(id);
    expect(built?.code).toBeDefined();
    expect(exportsOf(built!.code)).toEqual(exportsOf(readFileSync(id, 'utf8')));
    // Empty functions, importing nothing: no timer, no idle callback, no JSON made per component.
    expect(built!.code).not.toMatch(/import|setTimeout|requestIdleCallback|JSON|new Metrics/);
  }
});

it('fails the build when a module no longer reads as expected (a Cloudscape release to review)', () => {
  const root = mkdtempSync(join(tmpdir(), 'telemetry-'));
  try {
    const changed = join(
      root,
      '@cloudscape-design/components/internal/hooks/use-base-component/styles-check.js',
    );
    mkdirSync(dirname(changed), { recursive: true });
    writeFileSync(changed, 'export function useStylesCheck(ref) { report(ref); }\n');
    expect(() => load(changed)).toThrow(/no longer reads as/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

it('leaves every other module as it is', () => {
  expect(load(installed('components/button/internal.js'))).toBeUndefined();
});
