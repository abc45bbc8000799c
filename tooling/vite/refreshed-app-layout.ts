/**
 * Cloudscape's AppLayout carries three layouts and picks one as it renders (`app-layout/internal.js`): the
 * classic one when visual refresh is off, the "toolbar" one when a console sets a global flag, and the
 * refreshed one otherwise. This package always has visual refresh on (`ALWAYS_VISUAL_REFRESH` in its
 * `internal/environment.js`) and the app sets no global flag, so the shell only ever renders the refreshed
 * layout; the other two are about a third of the shell chunk's code. The production build replaces that
 * module with one that names the refreshed layout alone. It fails the build if Cloudscape's module or its
 * visual-refresh switch no longer read as expected, so a new release cannot silently change the layout.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import type { Plugin } from 'vite';

const internalModule = /@cloudscape-design[\\/]components[\\/]app-layout[\\/]internal\.js$/;

/** What the build relies on in Cloudscape's module, each as it reads in the shipped code. */
const expected = [
  "import RefreshedAppLayout from './visual-refresh';",
  'const isRefresh = useVisualRefresh();',
  'const isToolbar = useAppLayoutFlagEnabled();',
  'return React.createElement(RefreshedAppLayout, { ref: ref, ...props });',
  'return React.createElement(ClassicAppLayout, { ref: ref, ...props });',
];

/** The refreshed layout is already a forwardRef component with AppLayoutInternal's props. */
const replacement = `import RefreshedAppLayout from './visual-refresh';
export const AppLayoutInternal = RefreshedAppLayout;
`;

export function refreshedAppLayoutOnly(): Plugin {
  let replaced = false;
  return {
    name: 'hostel-refreshed-app-layout-only',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!internalModule.test(id)) return undefined;
      const original = readFileSync(id, 'utf8');
      const environment = readFileSync(join(dirname(id), '..', 'internal', 'environment.js'), 'utf8');
      const missing = expected.filter((line) => !original.includes(line));
      if (missing.length || !/ALWAYS_VISUAL_REFRESH = true;/.test(environment))
        this.error(
          `Cloudscape's AppLayout no longer picks its layout as ${import.meta.filename} expects; review it`,
        );
      replaced = true;
      return { code: replacement, map: null };
    },
    buildEnd() {
      if (!replaced)
        this.warn("Cloudscape's app-layout/internal.js was not found; the shell loads all three layouts");
    },
  };
}
