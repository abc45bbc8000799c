/**
 * `GET /api/openapi.json` as the stack ships it: the route bundled as the stack bundles it, the files its
 * table entry names copied beside it by the stack's own bundling commands. The bundled handler answers the
 * document the route table makes, cacheable, and without the file beside it cannot: the bundle reads the
 * copy, not the repository, and holds no table of its own.
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { build } from 'esbuild';

import { filesBeside } from '#infra/lib/constructs/api-function';
import { openApiDocument } from '#shared/openapi/document';
import { routes } from '#shared/routes';

import { stackBuildOptions } from '../helpers/handler-bundle';
import { apiEvent, invokeEvent } from '../helpers/invoke';

type Handler = Parameters<typeof invokeEvent>[0];

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function bundledRoute(withFiles: boolean): Promise<Handler> {
  const folder = mkdtempSync(join(tmpdir(), 'hostel-openapi-'));
  folders.push(folder);
  await build({
    ...stackBuildOptions(),
    entryPoints: ['functions/src/routes/open-api-document.ts'],
    outfile: join(folder, 'index.mjs'),
  });
  if (withFiles)
    for (const command of filesBeside(routes.openApiDocument.files, process.cwd(), folder)) execSync(command);
  const module = (await import(pathToFileURL(join(folder, 'index.mjs')).href)) as { handler: Handler };
  return module.handler;
}

describe('the bundled OpenAPI route', () => {
  it('answers the document the route table makes, from the file shipped beside it', async () => {
    const answer = await invokeEvent(await bundledRoute(true), apiEvent('openApiDocument'));

    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    expect(answer.body).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  }, 60_000);

  it('cannot answer it without the file beside it', async () => {
    const answer = await invokeEvent(await bundledRoute(false), apiEvent('openApiDocument'));

    expect(answer.status).toBe(500);
  }, 60_000);
});
