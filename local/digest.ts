/**
 * `npm run digest`: the scheduled job now, with the morning mail of every hostel whatever its hour (each
 * hostel still once a day). It uses the store of a running `npm start` when there is one, else starts
 * DynamoDB Local on the same data folder for the run, and says which. DATA_DIR as for `npm start`; mail goes to
 * its outbox.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { ListTablesCommand } from '@aws-sdk/client-dynamodb';

import { describeStore } from './digest-store';
import {
  localClient,
  localDataDir as dataDir,
  localTableName as tableName,
  type RunningRuntime,
  runtimeFileName,
  startDynamoLocal,
} from './dynamo-local';
import { ensureTable } from './dynamo-table';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

/** The running `npm start` of this data folder, if its store answers. */
async function runningRuntime(): Promise<RunningRuntime | undefined> {
  const file = join(dataDir, runtimeFileName);
  if (!existsSync(file)) return undefined;
  let running: RunningRuntime;
  try {
    running = JSON.parse(readFileSync(file, 'utf8')) as RunningRuntime;
  } catch {
    return undefined;
  }
  const client = localClient(running.dynamoEndpoint);
  try {
    await client.send(new ListTablesCommand({}));
    return running;
  } catch {
    return undefined;
  } finally {
    client.destroy();
  }
}

async function main(): Promise<void> {
  mkdirSync(join(dataDir, 'dynamodb'), { recursive: true });
  const running = await runningRuntime();
  const own = running ? undefined : await startDynamoLocal({ dir: join(dataDir, 'dynamodb') });
  const endpoint = running?.dynamoEndpoint ?? own?.endpoint ?? '';
  for (const line of describeStore({ dataDir, dataDirSet: process.env.DATA_DIR !== undefined, running }))
    console.log(line);
  try {
    Object.assign(process.env, {
      TABLE_NAME: tableName,
      DYNAMODB_ENDPOINT: endpoint,
      OUTBOX_DIR: join(dataDir, 'outbox'),
      // Links point at the running site; with none running, where `npm start` would serve it.
      APP_ORIGIN:
        running?.appOrigin ?? process.env.APP_ORIGIN ?? `http://localhost:${process.env.PORT ?? 3000}`,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    });
    await ensureTable(endpoint, tableName);
    const { runScheduledWork } = await import('#functions/jobs/scheduled-work');
    const { overdue, morning } = await runScheduledWork({ anyHour: true });
    for (const hostel of morning) {
      const told = overdue.find((entry) => entry.hostelId === hostel.hostelId)?.told ?? 0;
      console.log(
        `${hostel.hostelId}: morning mail ${hostel.outcome} (${hostel.mailed} admins` +
          `${hostel.unsent > 0 ? `, ${hostel.unsent} not sent: later runs of the day try again` : ''}), ` +
          `${told} newly overdue told`,
      );
    }
    console.log(`Mail: ${join(dataDir, 'outbox')}`);
  } finally {
    await own?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
