/**
 * A production-build plugin that resolves a package's imports as usual, then takes a file beside the one
 * resolved: a leaner build the package ships but its entry points do not name (react-router's production
 * files, formatjs's entry without the message parser). It warns at the end of a build that swapped nothing.
 */
import { existsSync } from 'node:fs';

import type { Plugin } from 'vite';

export interface TwinFile {
  name: string;
  /** The imports to resolve to a twin. */
  imports: (source: string) => boolean;
  /** The twin of a resolved file, or undefined where it has none to take. */
  twin: (resolvedId: string) => string | undefined;
  /** The build's error when the twin is not there; without it the resolved file is kept. */
  missing?: (resolvedId: string) => string;
  /** The warning when a whole build swapped nothing. */
  noneSwapped: string;
}

export function twinFile({ name, imports, twin, missing, noneSwapped }: TwinFile): Plugin {
  let swapped = false;
  return {
    name,
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!imports(source)) return undefined;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const id = resolved && twin(resolved.id);
      if (!resolved || !id) return resolved;
      if (!existsSync(id)) {
        if (missing) this.error(missing(resolved.id));
        return resolved;
      }
      swapped = true;
      return { ...resolved, id };
    },
    buildEnd() {
      if (!swapped) this.warn(noneSwapped);
    },
  };
}
