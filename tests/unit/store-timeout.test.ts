/**
 * A DynamoDB that accepts the connection and never answers (a hung endpoint, not a refused one) must fail
 * the call within the client's request timeout, as a TimeoutError (which the handlers answer 503 with
 * Retry-After: `store-unreachable.test.ts`), not hang until the Lambda is killed. The SDK only logs a late
 * request unless `throwOnRequestTimeout` is set, so this runs the real client over a real socket.
 */
import { createServer, type Server, type Socket } from 'node:net';

import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';

import { storeRequestHandler } from '#functions/data/store/client';

let server: Server;
const sockets = new Set<Socket>();
let port: number;

beforeAll(async () => {
  server = createServer((socket) => sockets.add(socket)); // reads the request, never answers
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

it('gives up on a hung store after its request timeout, with a TimeoutError', async () => {
  const options = storeRequestHandler(false);
  const client = new DynamoDBClient({
    maxAttempts: 1,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'eu-west-1',
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    requestHandler: options,
  });
  const started = Date.now();
  const error = await client.send(new ListTablesCommand({})).catch((caught: unknown) => caught);
  expect(error).toMatchObject({ name: 'TimeoutError' });
  // The cloud's 2 s timeout, with room for a busy machine, well inside a Lambda's 10 s.
  expect(Date.now() - started).toBeLessThan(7000);
  expect(sockets.size).toBeGreaterThan(0);
  client.destroy();
});
