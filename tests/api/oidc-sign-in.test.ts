/**
 * Signing in with the university (issue 34), against a real OpenID Connect provider on this machine
 * (`oidc-provider`, `local/oidc-provider.ts`): the admin connects the hostel, the login page lists it, and
 * a sign-in's code comes back through the provider's own login and consent pages. What must be refused is
 * refused with its stable code: a replayed state, a code issued to another client, an unverified email, a
 * domain the hostel does not take, a role the person has no account of.
 */
import { type LocalOidcProvider, startOidcProvider } from '#local/oidc-provider';

import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';

const redirectUri = 'https://hostel.example/login/oidc';
const clients = { main: 'hostel-clean', other: 'another-app' };
const secret = 'client-secret-of-the-tests-0123456789';
let provider: LocalOidcProvider;
let second: LocalOidcProvider;
let hostel: { id: string; name: string };
let admin: Account;
let keeper: Account;

const accounts = (keeperEmail: string) => ({
  ada: { email: 'ada@uni.example', email_verified: true, name: 'Ada Lovelace' },
  unverified: { email: 'eve@uni.example', email_verified: false, name: 'Eve Unproven' },
  outsider: { email: 'otto@elsewhere.example', email_verified: true, name: 'Otto Outside' },
  keeper: { email: keeperEmail, email_verified: true, name: 'Kim Keeper' },
});

const settings = (clientId = clients.main, issuer = provider.issuer) => ({
  enabled: true,
  issuer,
  clientId,
  clientSecret: secret,
  label: 'Uni Login',
  domains: ['uni.example', keeper.email.split('@')[1]!],
  newPeople: 'approval' as const,
});

async function signIn(login: string, role: 'student' | 'roomkeeper' | 'admin' = 'student', via = provider) {
  const started = await invoke('oidcStart', { body: { hostelId: hostel.id, role } });
  expect(started.status, started.text).toBe(200);
  const query = await via.signIn(started.body.url, login);
  return { query, answer: await invoke('oidcCallback', { body: { query } }) };
}

beforeAll(async () => {
  hostel = await makeHostel();
  admin = await makeUser('admin', hostel);
  keeper = await makeUser('roomkeeper', hostel);
  const options = { clientSecret: secret, redirectUri, accounts: accounts(keeper.email) };
  provider = await startOidcProvider({ ...options, clientId: clients.main });
  second = await startOidcProvider({ ...options, clientId: clients.other });
  const saved = await invoke('updateOidcSettings', { token: admin.token, body: settings() });
  expect(saved.status, saved.text).toBe(200);
});

afterAll(async () => {
  await provider?.stop();
  await second?.stop();
});

describe('signing in with the hostel’s identity provider', () => {
  it('keeps the client secret out of every answer and lists the hostel on the login page', async () => {
    const read = await invoke('oidcSettings', { token: admin.token });
    expect(read.body).toMatchObject({
      enabled: true,
      clientId: clients.main,
      secretStored: true,
      redirectUri,
    });
    expect(read.text).not.toContain(secret);
    const listed = await invoke('oidcProviders');
    expect(listed.body.providers).toContainEqual({
      hostelId: hostel.id,
      hostel: hostel.name,
      label: 'Uni Login',
    });
  });

  it('a new person becomes a student waiting for approval, and the admin is told', async () => {
    const { answer } = await signIn('ada');
    expect(answer.status, answer.text).toBe(200);
    const me = (await invoke('authGetUser', { token: answer.body.authToken })).body.data;
    expect(me).toMatchObject({ email: 'ada@uni.example', name: 'Ada Lovelace', role: 'student' });
    const waiting = await invoke('listRegistrations', { token: admin.token });
    expect(waiting.body.items.map((item: { email: string }) => item.email)).toContain('ada@uni.example');
    const notes = await invoke('listNotifications', { token: admin.token });
    expect(JSON.stringify(notes.body)).toContain('Ada Lovelace');
    // The second time, the same account: no second registration.
    const again = await signIn('ada');
    const meAgain = await invoke('authGetUser', { token: again.answer.body.authToken });
    expect(meAgain.body.data._id).toBe(me._id);
  });

  it('an existing account of the role asked for signs in as itself', async () => {
    const { answer } = await signIn('keeper', 'roomkeeper');
    expect(answer.status, answer.text).toBe(200);
    expect((await invoke('authGetUser', { token: answer.body.authToken })).body.data._id).toBe(keeper.id);
    // The same person asking for a role they have no account of is refused, not given one.
    const asAdmin = await signIn('keeper', 'admin');
    expect([asAdmin.answer.status, asAdmin.answer.body.code]).toEqual([403, 'oidc.noAccount']);
  });

  it('a replayed state is refused', async () => {
    const { query, answer } = await signIn('ada');
    expect(answer.status).toBe(200);
    const replay = await invoke('oidcCallback', { body: { query } });
    expect([replay.status, replay.body.code]).toEqual([400, 'oidc.stateInvalid']);
  });

  it('an unverified email and a domain the hostel does not take are refused', async () => {
    const unverified = await signIn('unverified');
    expect([unverified.answer.status, unverified.answer.body.code]).toEqual([403, 'oidc.emailUnverified']);
    const outsider = await signIn('outsider');
    expect([outsider.answer.status, outsider.answer.body.code]).toEqual([403, 'oidc.domainNotAllowed']);
  });

  it('a code issued to another client is not taken', async () => {
    // The sign-in starts with the hostel connected to the second provider's client, then the hostel is
    // switched back: the code of that client, its ID token for that audience, fails the exchange.
    const switched = await invoke('updateOidcSettings', {
      token: admin.token,
      body: settings(clients.other, second.issuer),
    });
    expect(switched.status).toBe(200);
    const started = await invoke('oidcStart', { body: { hostelId: hostel.id, role: 'student' } });
    const query = await second.signIn(started.body.url, 'ada');
    await invoke('updateOidcSettings', { token: admin.token, body: settings() });
    const answer = await invoke('oidcCallback', { body: { query } });
    expect([answer.status, answer.body.code]).toEqual([400, 'oidc.signInFailed']);
  });

  it('a hostel that does not offer it, and a forged state, are refused', async () => {
    const other = await makeHostel();
    const start = await invoke('oidcStart', { body: { hostelId: other.id, role: 'student' } });
    expect([start.status, start.body.code]).toEqual([404, 'oidc.notOffered']);
    const forged = await invoke('oidcCallback', { body: { query: '?code=x&state=forged' } });
    expect([forged.status, forged.body.code]).toEqual([400, 'oidc.stateInvalid']);
  });

  it('refuses an issuer over plain http that is not this machine', async () => {
    const saved = await invoke('updateOidcSettings', {
      token: admin.token,
      body: settings(clients.main, 'http://idp.example.org'),
    });
    expect([saved.status, saved.body.code]).toEqual([400, 'input.invalid']);
  });
});
