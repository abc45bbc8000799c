/** One DynamoDB document client per process, with bounded retries and timeouts. */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { env } from '../../env';

const local = env.dynamoEndpoint !== undefined;

/**
 * In the cloud, a call that hangs must fail well before the Lambda's 10 s timeout, so the caller gets a
 * 503: three attempts of at most 2 s each, plus the SDK's short backoff between them. The SDK only logs a
 * request past its `requestTimeout` unless told to throw. DynamoDB Local writes through one SQLite
 * database, so under a test suite's parallel writers a sound call can stall for more than 10 s: there no
 * call is cut short (a dead DynamoDB Local refuses the connection, which still answers 503), and the
 * connection gets 5 s, as its JVM can be slow to accept one on a saturated machine.
 */
export const storeRequestHandler = (isLocal: boolean) =>
  isLocal
    ? { connectionTimeout: 5000 }
    : { connectionTimeout: 1000, requestTimeout: 2000, throwOnRequestTimeout: true };

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
