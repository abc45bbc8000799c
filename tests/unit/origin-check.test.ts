/**
 * With ORIGIN_VERIFY set (the cloud), a request without CloudFront's origin header went around the
 * distribution: every route refuses it with 403 before reading the store, the body or the token.
 */
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';

import { originVerifyHeader } from '#functions/http/origin-verify';

import { invoke } from '../helpers/invoke';

const dynamo = mockClient(DynamoDBDocumentClient);
const secret = 'Zq3v9XkT2mWp8LrB4nYc6HdJ1sFg5aQe';
let lines: string[] = [];

beforeEach(() => {
  dynamo.reset();
  lines = [];
  process.env.ORIGIN_VERIFY = secret;
  process.env.LOG_LEVEL = 'info';
  vi.spyOn(console, 'log').mockImplementation((line: unknown) => {
    lines.push(String(line));
  });
});

afterEach(() => {
  delete process.env.ORIGIN_VERIFY;
  process.env.LOG_LEVEL = 'silent';
  vi.restoreAllMocks();
});

describe('requests that went around CloudFront', () => {
  it('are refused with 403 before any other work, and logged', async () => {
    // Act
    const answers = await Promise.all([
      invoke('health'),
      invoke('authLogin', { body: { email: 'a@b.co', password: 'secret', role: 'admin' } }),
      invoke('authGetUser', { token: 'not.a.token' }),
      invoke('authLogin', { body: '{ broken', headers: { [originVerifyHeader]: 'a guess' } }),
    ]);

    // Assess
    for (const answer of answers)
      expect(answer).toMatchObject({
        status: 403,
        body: { code: 'auth.notThroughEdge', message: 'Requests must come through the site' },
      });
    expect(dynamo.calls()).toHaveLength(0);
    const events = lines.map((line) => JSON.parse(line) as { event?: string; outcome?: string });
    expect(
      events.filter((line) => line.event === 'auth.forbidden' && line.outcome === 'auth.notThroughEdge'),
    ).toHaveLength(4);
  });

  it('are served when they carry the value CloudFront sends', async () => {
    // Prepare
    dynamo.on(GetCommand).resolves({ Item: { pk: 'HEALTH', sk: 'HEALTH' } });

    // Act
    const answer = await invoke('health', { headers: { [originVerifyHeader]: secret } });

    // Assess
    expect(answer.status).not.toBe(403);
    expect(dynamo.calls().length).toBeGreaterThan(0);
  });
});
