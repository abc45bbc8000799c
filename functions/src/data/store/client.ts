/** One DynamoDB document client per process, with bounded retries and timeouts. */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { env } from '../../env';

const local = env.dynamoEndpoint !== undefined;

/**
 * A call that hangs must fail well before the Lambda's 10 s timeout, so the caller gets a 503: three
 * attempts of at most 2 s each, plus the SDK's short backoff between them. The SDK only logs a request
 * past its `requestTimeout` unless told to throw. DynamoDB Local writes through one SQLite database, so
 * under a test suite's parallel writers a sound call can queue for seconds behind others: there, 10 s.
 * (A transaction retried after a timeout keeps the SDK's ClientRequestToken, so it is applied once.)
 */
export const storeRequestHandler = (isLocal: boolean) => ({
  // DynamoDB Local's JVM can take seconds to accept a connection when the machine is saturated.
  connectionTimeout: isLocal ? 5000 : 1000,
  requestTimeout: isLocal ? 10_000 : 2000,
  throwOnRequestTimeout: true,
});

const client = new DynamoDBClient({
  maxAttempts: 3,
  requestHandler: storeRequestHandler(local),
  ...(local
    ? {
        endpoint: env.dynamoEndpoint,
        region: 'local',
        // DynamoDB Local accepts only alphanumeric key ids.
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }
    : {}),
});

export const db = DynamoDBDocumentClient.from(client, {
  marshallOptions: { removeUndefinedValues: true },
});

export const tableName = env.tableName;

/** The command's name (`QueryCommand`, `TransactWriteCommand`…) and its input, as the handler sent it. */
type CallListener = (command: string, input: unknown) => void;
const listeners = new Set<CallListener>();

/**
 * Observes every command sent to DynamoDB (tests and benchmarks count calls and watch for Scans).
 * Returns a function that stops observing.
 */
export function onDynamoCall(listener: CallListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

db.middlewareStack.add(
  (next, context) => async (args) => {
    for (const listener of listeners) listener(context.commandName ?? 'unknown', args.input);
    return next(args);
  },
  { step: 'initialize', name: 'callRecorder' },
);
