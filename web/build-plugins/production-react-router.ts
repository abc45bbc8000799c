/**
 * react-router's package ships a production build (`dist/production`) but its `exports` map points every
 * condition at `dist/development` (remix-run/react-router#12532, #14102), so a bundler always takes the
 * development build: its route matching runs the development checks and warnings (`ENABLE_DEV_WARNINGS`
 * is its only difference). The production build resolves the package's entries to their production twins
 * (whose own imports then stay in `dist/production`). It fails the build if a twin is missing.
 */
import { existsSync } from 'node:fs';

import type { Plugin } from 'vite';

const developmentFile = /([\\/]react-router[\\/]dist[\\/])development([\\/])/;

export function productionReactRouter(): Plugin {
  let swapped = false;
  return {
    name: 'hostel-production-react-router',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && !source.startsWith('react-router/')) return undefined;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !developmentFile.test(resolved.id)) return resolved;
      const production = resolved.id.replace(developmentFile, '$1production$2');
      if (!existsSync(production))
        this.error(`react-router has no production build of ${resolved.id}; review ${import.meta.filename}`);
      swapped = true;
      return { ...resolved, id: production };
    },
    buildEnd() {
      if (!swapped) this.warn("react-router's development build was not found; nothing was swapped");
    },
  };
}
