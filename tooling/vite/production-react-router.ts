/**
 * react-router's package ships a production build (`dist/production`) but its `exports` map points every
 * condition at `dist/development` (remix-run/react-router#12532, #14102), so a bundler always takes the
 * development build: its route matching runs the development checks and warnings (`ENABLE_DEV_WARNINGS`
 * is its only difference). The production build resolves the package's entries to their production twins
 * (whose own imports then stay in `dist/production`). It fails the build if a twin is missing.
 */
import type { Plugin } from 'vite';

import { twinFile } from './twin-file';

const developmentFile = /([\\/]react-router[\\/]dist[\\/])development([\\/])/;

export function productionReactRouter(): Plugin {
  return twinFile({
    name: 'hostel-production-react-router',
    imports: (source) => source === 'react-router' || source.startsWith('react-router/'),
    twin: (id) => (developmentFile.test(id) ? id.replace(developmentFile, '$1production$2') : undefined),
    missing: (id) => `react-router has no production build of ${id}; review ${import.meta.filename}`,
    noneSwapped: "react-router's development build was not found; nothing was swapped",
  });
}
