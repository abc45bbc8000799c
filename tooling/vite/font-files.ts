/**
 * Cloudscape's global styles embed the Open Sans faces as base64 (most of the CSS every page blocks on,
 * the landing page included). The build writes each face out as a `.woff2` file that the CSS
 * points to instead, with `font-display: swap` (text shows at once in a fallback face), and preloads the
 * regular and bold faces that every page's first paint uses.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

import type { Plugin } from 'vite';

const stylesFile = /@cloudscape-design\/global-styles\/index\.css$/;
const face = /@font-face\s*\{([^}]*)\}/g;
const preloaded = ['open-sans-400-normal', 'open-sans-700-normal'];

export function fontFiles(cacheDir: string): Plugin {
  return {
    name: 'hostel-font-files',
    apply: 'build',
    enforce: 'pre',
    transform(css, id) {
      if (!stylesFile.test(id)) return undefined;
      mkdirSync(cacheDir, { recursive: true });
      let faces = 0;
      const code = css.replace(face, (whole, body: string) => {
        const weight = /font-weight:\s*(\d+)/.exec(body)?.[1];
        const style = /font-style:\s*(\w+)/.exec(body)?.[1];
        const data = /url\(['"]?data:font\/woff2;base64,([^'")]+)['"]?\)/.exec(body)?.[1];
        if (!weight || !style || !data) return whole;
        const file = join(cacheDir, `open-sans-${weight}-${style}.woff2`);
        writeFileSync(file, Buffer.from(data, 'base64'));
        faces += 1;
        const url = relative(dirname(id), file).split('\\').join('/');
        const rewritten = body.replace(/url\([^)]*\)/, `url('${url}')`);
        return `@font-face {${rewritten.replace(/;?\s*$/, ';')} font-display: swap; }`;
      });
      if (faces === 0)
        this.warn("Cloudscape's global styles embed no fonts any more; nothing was written out");
      return { code, map: null };
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fonts = Object.values(context.bundle ?? {}).filter(
          (file) => file.type === 'asset' && preloaded.some((name) => file.fileName.includes(`${name}-`)),
        );
        return fonts.map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            href: `/${file.fileName}`,
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
