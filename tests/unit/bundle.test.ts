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
 * largest are the routes that mail (the SES client and the six languages' texts, about 105 KiB; the
 * keeper's reject, 478 KiB, the largest; the others are 364–372 KiB): a mail function fed by the table's
 * stream would take that out of the request path.
 */
const budget = { bytes: 480 * 1024, gzipBytes: 148 * 1024 };

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

  it('takes its AWS credentials from the environment only, without the rest of the default chain', () => {
    const inputs = Object.keys(bundles.get(id)!.inputs);
    expect(inputs.some((path) => path.includes('/credential-provider-env/'))).toBe(true);
    expect(inputs.filter((path) => /credential-provider-(node|ini|sso|web-identity)\//.test(path))).toEqual(
      [],
    );
  });
});
