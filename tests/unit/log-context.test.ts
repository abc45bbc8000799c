/**
 * Every log line of an invocation carries Lambda's request id, the route (or function) and whether it was
 * the instance's cold start, as an operator needs to follow one request in CloudWatch Logs Insights.
 */
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, Context, DynamoDBStreamEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';

import { apiEvent } from '../helpers/invoke';

// The mailer's work is stood in for by one log line, as a failed mail would write.
vi.mock('#functions/domain/mail-notices', async () => {
  const { log } = await import('#functions/log');
  return { mailNotes: async () => log.warn('mail failed', { notes: 0 }) };
});

const dynamo = mockClient(DynamoDBDocumentClient);
let lines: Record<string, unknown>[] = [];

beforeEach(() => {
  dynamo.reset();
  lines = [];
  vi.stubEnv('LOG_LEVEL', 'info');
  const capture = (line: unknown) => void lines.push(JSON.parse(String(line)));
  vi.spyOn(console, 'log').mockImplementation(capture);
  vi.spyOn(console, 'error').mockImplementation(capture);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const context = (awsRequestId: string) =>
  ({ awsRequestId, getRemainingTimeInMillis: () => 10_000 }) as unknown as Context;

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;

describe('log lines', () => {
  it('carry the request id, the route and the cold-start flag, true only for the first invocation', async () => {
    const { handler: health } = (await import('#functions/routes/health')) as { handler: Handler };
    const { handler: getUser } = (await import('#functions/routes/auth-get-user')) as { handler: Handler };
    dynamo.onAnyCommand().rejects(new Error('the store broke'));

    await health(apiEvent('health'), context('req-first'));
    // No token: a security line (auth.rejected) rather than an error line.
    await getUser(apiEvent('authGetUser'), context('req-second'));

    expect(
      lines.map(({ message, requestId, route, coldStart }) => ({ message, requestId, route, coldStart })),
    ).toEqual([
      { message: 'unhandled error', requestId: 'req-first', route: 'health', coldStart: true },
      { message: 'security', requestId: 'req-second', route: 'authGetUser', coldStart: false },
    ]);
  });

  it('carry them in the stream-fed mailer too', async () => {
    const { handler } = await import('#functions/streams/notice-mail');
    const { log } = await import('#functions/log');
    const records = [] as DynamoDBStreamEvent['Records'];

    await handler({ Records: records }, context('req-stream'));
    log.info('outside any invocation');

    expect(lines).toEqual([
      expect.objectContaining({ message: 'mail failed', requestId: 'req-stream', route: 'noticeMail' }),
      expect.objectContaining({ message: 'outside any invocation' }),
    ]);
    expect(lines[1]).not.toHaveProperty('requestId');
  });
});
