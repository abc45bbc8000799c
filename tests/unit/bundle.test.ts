/**
 * Each handler bundles on its own, as the CDK stack bundles it (esbuild, ESM, minified, the AWS SDK left
 * to the Lambda runtime): nothing in the bundle reaches back into this repository at run time.
 */
import { isBuiltin } from 'node:module';

import { build } from 'esbuild';

import { handlerName, routeIds } from '#shared/routes';

describe.each(routeIds)('the %s handler', (id) => {
  it('bundles alone, with only node: and @aws-sdk imports left', async () => {
    const result = await build({
      entryPoints: [`functions/src/routes/${handlerName(id)}.ts`],
      bundle: true,
      platform: 'node',
      target: 'node22',
      format: 'esm',
      minify: true,
      write: false,
      metafile: true,
      external: ['@aws-sdk/*'],
      logLevel: 'silent',
    });

    const imports = Object.values(result.metafile.outputs).flatMap((output) =>
      output.imports.map((i) => i.path),
    );
    expect(result.errors).toEqual([]);
    expect(imports.filter((path) => !/^(node:|@aws-sdk\/)/.test(path) && !isBuiltin(path))).toEqual([]);
    expect(result.outputFiles[0]?.text).toContain('handler');
  });
});
