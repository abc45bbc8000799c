/**
 * Authorization matrix rows of the sign-in-with-the-university routes (`route-table/oidc.ts`; see
 * `../matrix-types.ts`): the list and the sign-in's steps are public (a hostel's sign-in opens only its
 * own accounts), the settings are each admin's own hostel's. The sign-in rows run against a real provider
 * on this machine (`local/oidc-provider.ts`), started for the first row that needs it.
 */
import { type LocalOidcProvider, startOidcProvider } from '#local/oidc-provider';

import { invoke } from '../../helpers/invoke';
import { adminOnly, expectAll, matrixRow, type MatrixWorld } from '../matrix-types';

const client = { clientId: 'hostel-clean', clientSecret: 'matrix-client-secret-0123456789' };
let provider: Promise<LocalOidcProvider> | undefined;

/** The world's hostel connected to the provider, on which its keeper R1 can sign in. */
async function connected(world: MatrixWorld): Promise<LocalOidcProvider> {
  if (!provider) {
    provider = startOidcProvider({
      ...client,
      redirectUri: 'https://hostel.example/login/oidc',
      accounts: {
        keeper: { email: world.accounts.keeperR1.email, email_verified: true, name: 'Keeper R1' },
      },
    });
    afterAll(async () => (await provider)?.stop());
  }
  const started = await provider;
  const saved = await invoke('updateOidcSettings', {
    token: world.accounts.adminOwn.token,
    body: { ...settings(started.issuer), enabled: true },
  });
  expect(saved.status, saved.text).toBe(200);
  return started;
}

const settings = (issuer: string) => ({
  enabled: false,
  issuer,
  ...client,
  label: 'Matrix University',
  domains: [],
  newPeople: 'none' as const,
});

export const rows = [
  matrixRow({ route: 'oidcProviders', call: () => ({}), expect: expectAll(200) }),
  matrixRow({
    route: 'oidcStart',
    prepare: connected,
    call: ({ world }) => ({ body: { hostelId: world.hostel.id, role: 'roomkeeper' } }),
    expect: expectAll(200),
  }),
  matrixRow({
    route: 'oidcStart',
    case: 'of a hostel that does not offer it',
    call: ({ world }) => ({ body: { hostelId: world.otherHostel.id, role: 'student' } }),
    expect: expectAll(404),
  }),
  matrixRow<{ query: string }>({
    route: 'oidcCallback',
    // Keeper R1 signs in through the provider; every caller's token is ignored: the code decides.
    prepare: async (world) => {
      const started = await invoke('oidcStart', { body: { hostelId: world.hostel.id, role: 'roomkeeper' } });
      return { query: await (await connected(world)).signIn(started.body.url, 'keeper') };
    },
    call: ({ prepared }) => ({ body: { query: prepared.query } }),
    expect: expectAll(200),
  }),
  matrixRow({
    route: 'oidcCallback',
    case: 'with a state no sign-in started',
    call: () => ({ body: { query: '?code=made-up&state=made-up' } }),
    expect: expectAll(400),
  }),
  matrixRow({ route: 'oidcSettings', call: () => ({}), expect: adminOnly({ adminOther: 200 }) }),
  matrixRow({
    route: 'updateOidcSettings',
    // Off and with no secret: each admin sets only their own hostel's, and it lists nothing.
    call: () => ({ body: settings('https://login.example.org') }),
    expect: adminOnly({ adminOther: 200 }),
    check: (answer) => {
      if (answer.status === 200) expect(answer.body).toMatchObject({ enabled: false });
    },
  }),
];
