/**
 * Cloudscape's message files (`i18n/messages/all.*.js`, the only messages `CloudscapeI18n` gives it) come
 * already parsed into ICU message trees, so intl-messageformat never parses a string here. The production
 * build gives it formatjs's own entry without the parser (`lib/no-parser.js`, same exports, `parse` throws),
 * which leaves the parser and its skeleton parser out of every signed-in page (docs/performance.md).
 */
import type { Plugin } from 'vite';

import { twinFile } from './twin-file';

export function withoutMessageParser(): Plugin {
  const parser = '@formatjs/icu-messageformat-parser';
  return twinFile({
    name: 'hostel-without-message-parser',
    imports: (source) => source === parser,
    twin: (id) => (/index\.js$/.test(id) ? id.replace(/index\.js$/, 'no-parser.js') : undefined),
    noneSwapped: `${parser} has no no-parser entry any more; the signed-in pages load the parser`,
  });
}
