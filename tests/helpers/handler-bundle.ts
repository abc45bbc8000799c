/**
 * Bundles handlers exactly as the CDK stack does (`handlerBundling` in infra's api-function.ts, which
 * NodejsFunction hands to the local esbuild), for the bundle budget test and `npm run bench`.
 */
import { gzipSync } from 'node:zlib';

import { build, type BuildOptions, type Metafile } from 'esbuild';

import { bundleAliases, handlerBundling } from '#infra/lib/constructs/api-function';

export interface HandlerBundle {
  entry: string;
  code: Uint8Array;
  /** Minified bytes, and the same gzipped. */
  bytes: number;
  gzipBytes: number;
  /** What the bundle still imports at run time. */
  imports: string[];
  /** The bytes each input contributes to the output. */
  inputs: Metafile['outputs'][string]['inputs'];
}

/** The esbuild options NodejsFunction derives from `handlerBundling`. */
export function stackBuildOptions(): BuildOptions {
  return {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: handlerBundling.target,
    minify: handlerBundling.minify,
    external: [...handlerBundling.externalModules],
    mainFields: [...handlerBundling.mainFields],
    banner: { js: handlerBundling.banner },
    alias: bundleAliases,
    logLevel: 'silent',
  };
}

/** Every entry in one esbuild run (entries share no chunks: each output is a whole function). */
export async function bundleHandlers(entries: readonly string[]): Promise<HandlerBundle[]> {
  const result = await build({
    ...stackBuildOptions(),
    entryPoints: Object.fromEntries(entries.map((entry, i) => [`${i}/index`, entry])),
    outdir: 'build/bundles',
    write: false,
    metafile: true,
  });
  return entries.map((entry, i) => {
    const [path, output] = Object.entries(result.metafile.outputs).find(([name]) =>
      name.endsWith(`/${i}/index.js`),
    )!;
    const code = result.outputFiles.find((file) => file.path.endsWith(path))!.contents;
    return {
      entry,
      code,
      bytes: code.length,
      gzipBytes: gzipSync(code, { level: 9 }).length,
      imports: output.imports.map((i) => i.path),
      inputs: output.inputs,
    };
  });
}
