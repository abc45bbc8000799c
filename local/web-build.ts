/** Builds the site when its sources are newer than the last build (or there is none). */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestChange(path: string): number {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path)
    .filter((name) => name !== 'node_modules' && name !== 'dist')
    .reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), info.mtimeMs);
}

/**
 * The environment the site builds in: this process's, without what a test runner set. Under Vitest (the
 * `npm start` test starts the runtime) `VITEST` would leave the service worker and manifest out of the build
 * (`installableApp` in vite.config.ts) and `NODE_ENV=test` would change React's build, and the next
 * `npm start` would find that build fresh and serve it.
 */
export function siteBuildEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV'),
  );
}

export function buildWebIfStale(root: string): string | undefined {
  const web = join(root, 'web');
  if (!existsSync(join(web, 'vite.config.ts'))) return undefined;
  const dist = join(web, 'dist');
  const built = join(dist, 'index.html');
  const sources = [web, join(root, 'shared')];
  if (!existsSync(built) || sources.some((source) => newestChange(source) > statSync(built).mtimeMs)) {
    console.log('Building the site…');
    const result = spawnSync(
      'npx',
      ['vite', 'build', '--config', join(web, 'vite.config.ts'), '--logLevel', 'warn'],
      { cwd: root, env: siteBuildEnv(process.env), stdio: 'inherit' },
    );
    if (result.status !== 0) throw new Error('The site did not build');
  }
  return dist;
}
