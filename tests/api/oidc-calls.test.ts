/**
 * The DynamoDB calls of the sign-in-with-the-university routes (docs/dynamodb-calls.md, issue 34): key
 * reads and one write each, the login page's list one Query of at most 100 hostels; a new person's first
 * sign-in adds the hostel, its admins (≤ 10) and one transaction. The secret is read from its own store.
 */
import { type LocalOidcProvider, startOidcProvider } from '#local/oidc-provider';

import { callsOf } from '../helpers/dynamo-calls';
import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';

let provider: LocalOidcProvider;
let hostel: { id: string; name: string };
let admin: Account;
let keeper: Account;
const client = { clientId: 'hostel-clean', clientSecret: 'calls-client-secret-0123456789' };

beforeAll(async () => {
  hostel = await makeHostel();
  admin = await makeUser('admin', hostel);
  keeper = await makeUser('roomkeeper', hostel);
  provider = await startOidcProvider({
    ...client,
    redirectUri: 'https://hostel.example/login/oidc',
    accounts: {
      keeper: { email: keeper.email, email_verified: true, name: 'Kim Keeper' },
      newcomer: { email: 'new@uni.example', email_verified: true, name: 'Nia Newcomer' },
    },
  });
});
afterAll(() => provider?.stop());

const settings = () => ({
  enabled: true,
  issuer: provider.issuer,
  ...client,
  label: 'Uni',
  domains: [],
  newPeople: 'approval' as const,
});

async function callback(login: string, role: 'student' | 'roomkeeper') {
  const started = await invoke('oidcStart', { body: { hostelId: hostel.id, role } });
  const query = await provider.signIn(started.body.url, login);
  return callsOf('oidcCallback', { body: { query } });
}

describe('DynamoDB calls of the oidc routes', () => {
  it('are the documented ones', async () => {
    const save = await callsOf('updateOidcSettings', { token: admin.token, body: settings() });
    const { clientSecret: _kept, ...withoutSecret } = settings();
    const saveKeepingSecret = await callsOf('updateOidcSettings', {
      token: admin.token,
      body: withoutSecret,
    });
    const read = await callsOf('oidcSettings', { token: admin.token });
    const list = await callsOf('oidcProviders', {});
    const start = await callsOf('oidcStart', { body: { hostelId: hostel.id, role: 'student' } });
    const existing = await callsOf('oidcCallback', { body: { query: '?code=x&state=none' } });
    const member = await callback('keeper', 'roomkeeper');
    const newcomer = await callback('newcomer', 'student');
    expect({ save, saveKeepingSecret, read, list, start, existing, member, newcomer }).toEqual({
      save: { status: 200, commands: ['GetItem', 'GetItem', 'TransactWriteItems'] },
      saveKeepingSecret: { status: 200, commands: ['GetItem', 'GetItem', 'GetItem', 'TransactWriteItems'] },
      read: { status: 200, commands: ['GetItem', 'GetItem'] },
      list: { status: 200, commands: ['Query'] },
      start: { status: 200, commands: ['GetItem', 'PutItem'] },
      existing: { status: 400, commands: ['DeleteItem'] },
      member: { status: 200, commands: ['DeleteItem', 'GetItem', 'GetItem', 'GetItem'] },
      newcomer: {
        status: 200,
        commands: ['DeleteItem', 'GetItem', 'GetItem', 'GetItem', 'Query', 'TransactWriteItems'],
      },
    });
  });
});
