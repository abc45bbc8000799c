/**
 * The real handlers and the real SDK against a store that is not there: DYNAMODB_ENDPOINT names a closed
 * port, so every call is refused by the operating system as when DynamoDB (Local) has died. Every answer is
 * 503 `server.unavailable` with Retry-After, health included, and no answer carries the socket's detail.
 */
import { freePort } from '#local/dynamo-local';

// Before any handler (and so the store's client) is imported: `invoke` imports them when called.
process.env.DYNAMODB_ENDPOINT = `http://127.0.0.1:${await freePort()}`;

const { invoke } = await import('../helpers/invoke');
const { signSession } = await import('#functions/security/tokens');

const unavailable = {
  status: 503,
  headers: { 'retry-after': '5' },
  body: { code: 'server.unavailable', message: 'The database cannot be reached, try again shortly' },
};

describe('a store on a closed port', () => {
  it('answers health 503 server.unavailable with Retry-After', async () => {
    const answer = await invoke('health');

    expect(answer).toMatchObject(unavailable);
    expect(answer.text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
  });

  it('answers a sign-in and a signed-in read the same way', async () => {
    const token = await signSession({ sub: '6f1c1f9e-3b7a-4c1e-9a53-2f0e6c0b8d11', tv: 1, h: 'demo-hostel' });

    const login = await invoke('authLogin', {
      body: { email: 'sam@test.hostel', password: 'secret1', role: 'student' },
    });
    const list = await invoke('listRequests', { token });

    expect(login).toMatchObject(unavailable);
    expect(list).toMatchObject(unavailable);
  });
});
