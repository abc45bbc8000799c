/**
 * A store that cannot be reached (DynamoDB down, restarting or cut off) answers every route 503
 * `server.unavailable` with `Retry-After`, never 500 `server.error`: the site tries again instead of
 * showing a failure. AWS is mocked to raise what the SDK raises once its own retries have run out.
 */
import { InternalServerError } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';

import { signSession } from '#functions/security/tokens';
import type { RouteDef } from '#shared/route-def';
import { type RouteId, routes } from '#shared/routes';

import { type Call, invoke } from '../helpers/invoke';

const dynamo = mockClient(DynamoDBDocumentClient);
beforeEach(() => dynamo.reset());

/** Node's socket errors as the SDK passes them on (it adds `$metadata` to whatever it rethrows). */
function socketError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code, syscall: 'connect', $metadata: {} });
}

const faults: [string, () => Error][] = [
  ['connection refused', () => socketError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:8000')],
  [
    'connection refused on every address (AggregateError)',
    () =>
      Object.assign(
        new AggregateError([
          socketError('ECONNREFUSED', 'connect ECONNREFUSED ::1:8000'),
          socketError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:8000'),
        ]),
        { code: 'ECONNREFUSED', $metadata: {} },
      ),
  ],
  ['connection reset', () => socketError('ECONNRESET', 'read ECONNRESET')],
  ['socket hang up', () => Object.assign(new Error('socket hang up'), { $metadata: {} })],
  ['connect timeout (ETIMEDOUT)', () => socketError('ETIMEDOUT', 'connect ETIMEDOUT 10.0.0.1:443')],
  [
    "the SDK's request timeout",
    () =>
      Object.assign(new Error('Connection timed out after 2000 ms'), { name: 'TimeoutError', $metadata: {} }),
  ],
  [
    "DynamoDB's own 500",
    () => new InternalServerError({ message: 'Internal server error', $metadata: { httpStatusCode: 500 } }),
  ],
];

describe('a store that cannot be reached', () => {
  it.each(faults)('%s: health answers 503 server.unavailable with Retry-After', async (_, fault) => {
    dynamo.onAnyCommand().rejects(fault());

    const answer = await invoke('health');

    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.body).toEqual({
      code: 'server.unavailable',
      message: 'The database cannot be reached, try again shortly',
    });
  });

  it('answers every route 503 server.unavailable, with no detail of the fault', async () => {
    dynamo.onAnyCommand().rejects(socketError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:8000'));
    const token = await signSession({ sub: '6f1c1f9e-3b7a-4c1e-9a53-2f0e6c0b8d11', tv: 1, h: 'demo-hostel' });
    const publicCalls: Partial<Record<RouteId, Call>> = {
      authLogin: { body: { email: 'sam@test.hostel', password: 'secret1', role: 'student' } },
      registrationRooms: { query: { hostelId: 'demo-hostel' } },
      authRegister: {
        body: {
          email: 'new@test.hostel',
          fullname: 'New Person',
          hostel: 'Demo Hostel',
          password: 'secret12',
        },
      },
      authForgotPassword: { body: { email: 'sam@test.hostel', role: 'student' } },
      authConfirmEmail: {
        params: { userid: '6f1c1f9e-3b7a-4c1e-9a53-2f0e6c0b8d11', token: 'A'.repeat(43) },
      },
      // A well-formed link's token: a malformed one is answered 404 before the store is asked.
      calendarFeed: { params: { token: `${'A'.repeat(43)}.ics` } },
    };

    const answers: Record<string, string> = {};
    for (const id of Object.keys(routes) as RouteId[]) {
      // A public route's invalid input is refused before the store is asked: give it a valid one.
      const route: RouteDef = routes[id];
      if (route.roles === 'public' && route.body && !publicCalls[id]) continue;
      const answer = await invoke(id, route.roles === 'public' ? (publicCalls[id] ?? {}) : { token });
      answers[id] = `${answer.status} ${answer.body?.code} ${answer.headers['retry-after']}`;
      expect(answer.text).not.toContain('ECONNREFUSED');
    }

    // A route that uses no table (the API's reference) answers as it always does.
    const expected = Object.fromEntries(
      (Object.keys(answers) as RouteId[]).map((id) => [
        id,
        routes[id].table === 'none' ? '200 undefined undefined' : '503 server.unavailable 5',
      ]),
    );
    expect(answers).toEqual(expected);
    expect(Object.keys(answers).length).toBeGreaterThan(40);
  });

  it('keeps throttling as server.busy and an unknown failure as a generic 500', async () => {
    dynamo.onAnyCommand().rejects(Object.assign(new Error('slow down'), { name: 'ThrottlingException' }));
    const throttled = await invoke('health');
    dynamo.reset();
    dynamo.onAnyCommand().rejects(new Error('secret internals at line 42'));
    const broken = await invoke('health');

    expect(throttled).toMatchObject({ status: 503, body: { code: 'server.busy' } });
    expect(broken).toMatchObject({ status: 500, body: { code: 'server.error' } });
  });
});
