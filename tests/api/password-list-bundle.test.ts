/**
 * The common-password list travels beside the bundle, not in it (issue 27): the registration route is
 * bundled as the stack bundles it, the list copied beside it by the stack's own bundling commands, and the
 * bundled handler refuses a common password from that file. Without the file beside it, it cannot check,
 * which shows that the bundle reads the copy and nothing in the repository.
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { build } from 'esbuild';

import { commonPasswordsFile, filesBeside } from '#infra/lib/constructs/api-function';
import { messages } from '#shared/messages';

import { makeHostel, makeUser } from '../helpers/fixtures';
import { stackBuildOptions } from '../helpers/handler-bundle';
import { apiEvent, invoke, invokeEvent } from '../helpers/invoke';

type Handler = Parameters<typeof invokeEvent>[0];

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** The registration route's bundle in a folder of its own, with the stack's copy of the list or without. */
async function bundledRegister(withList: boolean): Promise<Handler> {
  const folder = mkdtempSync(join(tmpdir(), 'hostel-register-'));
  folders.push(folder);
  await build({
    ...stackBuildOptions(),
    entryPoints: ['functions/src/routes/auth-register.ts'],
    outfile: join(folder, 'index.mjs'),
  });
  if (withList)
    for (const command of filesBeside([commonPasswordsFile], process.cwd(), folder)) execSync(command);
  const module = (await import(pathToFileURL(join(folder, 'index.mjs')).href)) as { handler: Handler };
  return module.handler;
}

let hostel: { id: string; name: string };
beforeAll(async () => {
  hostel = await makeHostel();
  const admin = await makeUser('admin', hostel);
  const open = await invoke('updateHostelSettings', { token: admin.token, body: { registration: 'open' } });
  expect(open.status, open.text).toBe(200);
}, 60_000);

const registration = (password: string) =>
  apiEvent('authRegister', {
    body: {
      email: `bundle-${password}@passwords.test`,
      fullname: 'Nia Newcomer',
      hostel: hostel.name,
      password,
    },
  });

describe('the bundled registration route', () => {
  let shipped: Handler;
  beforeAll(async () => {
    shipped = await bundledRegister(true);
  }, 60_000);

  it.each(['password', 'PASSWORD', 'qwertyuiop'])(
    'refuses %j from the list shipped beside it',
    async (password) => {
      const answer = await invokeEvent(shipped, registration(password));

      expect(answer).toMatchObject({ status: 203, body: { message: messages.passwordTooCommon } });
    },
    60_000,
  );

  it('cannot check a password without the list beside it', async () => {
    const handler = await bundledRegister(false);

    const answer = await invokeEvent(handler, registration('password'));

    expect(answer.status).toBe(500);
  }, 60_000);
});
