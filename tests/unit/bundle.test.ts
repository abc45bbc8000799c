/**
 * Each handler bundles on its own, as the CDK stack bundles it (esbuild, ESM, minified, the AWS SDK
 * inside): nothing in the bundle reaches back into this repository or node_modules at run time, and no
 * handler outgrows its byte budget (issue 17; `npm run bench` prints the figures and their cold imports).
 */
import { isBuiltin } from 'node:module';

import { handlerName, routeIds } from '#shared/routes';

import { bundleHandlers, type HandlerBundle } from '../helpers/handler-bundle';

/**
 * Minified and gzipped bytes of the largest handler, SDK included; lowered as handlers get leaner. The
 * largest are the routes that mail what they told (the SES client and the six languages' texts, about 85
 * KB; the keeper's reject, 586 KiB, the largest): a mail function fed by the table's stream would take that
 * out of the request path.
 */
const budget = { bytes: 591 * 1024, gzipBytes: 178 * 1024 };

let bundles: Map<string, HandlerBundle>;

beforeAll(async () => {
  const entries = routeIds.map((id) => `functions/src/routes/${handlerName(id)}.ts`);
  const built = await bundleHandlers(entries);
  bundles = new Map(routeIds.map((id, i) => [id, built[i]!]));
}, 120_000);

describe.each(routeIds)('the %s handler', (id) => {
  it('bundles alone, with only Node built-ins left to import, within the byte budget', () => {
    const bundle = bundles.get(id)!;
    expect(bundle.imports.filter((path) => !path.startsWith('node:') && !isBuiltin(path))).toEqual([]);
    expect(new TextDecoder().decode(bundle.code)).toContain('handler');
    expect(bundle.bytes).toBeLessThanOrEqual(budget.bytes);
    expect(bundle.gzipBytes).toBeLessThanOrEqual(budget.gzipBytes);
  });
});
