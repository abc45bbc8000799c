/**
 * `npm start`: builds what is stale, starts DynamoDB Local (and the local S3), creates the table and the demo data, and
 * serves the site and the API on http://localhost:3000 (PORT and DATA_DIR respected). Ctrl-C stops all.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  checkJava,
  localDataDir as dataDir,
  localTableName as tableName,
  type RunningRuntime,
  runtimeFileName,
  startDynamoLocal,
} from './dynamo-local';
import { ensureTable } from './dynamo-table';
import { localPushKeys } from './push-keys';
import { startPushService } from './push-service';
import { localPhotoBucket, startS3Local } from './s3-local';
import { onEachBoundary } from './scheduled-work';
import { StreamFeed } from './stream-feed';
import { buildWebIfStale } from './web-build';

// The cloud runs Node 24; the pinned SDK still supports this machine's Node 20, so its notice is noise.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3000);
/** How often the table's stream is read for mail (in the cloud, Lambda polls it about once a second). */
const streamPollMs = 500;

/** A signing key made once per data folder, so sessions survive a restart. */
function localJwtSecret(): string {
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

async function main(): Promise<void> {
  try {
    checkJava();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  mkdirSync(join(dataDir, 'dynamodb'), { recursive: true });
  // SITE_DIR serves a site built elsewhere (the browser suite builds its own copy).
  const siteDir = process.env.SITE_DIR ? resolve(process.env.SITE_DIR) : buildWebIfStale(root);

  // A signal before DynamoDB Local serves stops everything as soon as it does (its process is ours to end).
  let signalled: number | undefined;
  let stopAll = (code: number): Promise<void> | void => void (signalled = code);
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));
  let stopFeed = () => {};
  let stopOidc = async () => {};
  let startFeed = () => {};
  // While DynamoDB Local is down every API call answers 503 server.unavailable; what it lost is told once.
  let storeDown = false;
  const dynamo = await startDynamoLocal({
    dir: join(dataDir, 'dynamodb'),
    keepAlive: {
      died: (reason) => {
        storeDown = true;
        console.error(
          `DynamoDB Local stopped unexpectedly (${reason}). The API answers 503 until it is back; starting it again…`,
        );
      },
      back: () => {
        storeDown = false;
        console.log('DynamoDB Local is running again.');
        // The stream's shard iterators did not survive the restart: read on from what comes next.
        stopFeed();
        startFeed();
      },
      failed: (error) =>
        console.error('DynamoDB Local did not start again:', error instanceof Error ? error.message : error),
    },
  });
  // The mock push service stands in for the browsers' push services (issue 33), stopped with the rest.
  const pushService = await startPushService();
  const appOrigin = process.env.APP_ORIGIN ?? `http://localhost:${port}`;
  // The local S3 (s3rver) keeps the photos under the data folder (issue 32), stopped with the rest.
  const s3 = await startS3Local({ dir: join(dataDir, 's3'), origins: [appOrigin] });
  // `npm run digest` finds the running store here instead of starting a second one on the same files.
  const runtimeFile = join(dataDir, runtimeFileName);
  const running: RunningRuntime = {
    dynamoEndpoint: dynamo.endpoint,
    appOrigin,
    pushServiceOrigin: pushService.origin,
  };
  writeFileSync(runtimeFile, JSON.stringify(running));
  let timer: { stop: () => void } | undefined;
  let retentionTimer: { stop: () => void } | undefined;
  let stopping = false;
  stopAll = async (code: number) => {
    // One signal stops everything; a second while stopping changes nothing.
    if (stopping) return;
    stopping = true;
    timer?.stop();
    retentionTimer?.stop();
    stopFeed();
    rmSync(runtimeFile, { force: true });
    await Promise.all([dynamo.stop(), pushService.stop(), s3.stop(), stopOidc()]);
    process.exit(code);
  };
  if (signalled !== undefined) return void (await stopAll(signalled));

  try {
    Object.assign(process.env, {
      TABLE_NAME: tableName,
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      JWT_SECRET: localJwtSecret(),
      OUTBOX_DIR: join(dataDir, 'outbox'),
      APP_ORIGIN: appOrigin,
      PUSH_KEYS: JSON.stringify(localPushKeys(dataDir)),
      PUSH_TEST_ORIGIN: pushService.origin,
      // Hostels' identity-provider client secrets as files (Secrets Manager in the cloud); a provider on
      // this machine may be reached over plain http.
      OIDC_SECRET_DIR: join(dataDir, 'oidc-secrets'),
      OIDC_ALLOW_HTTP: 'loopback',
      // Webhook receivers on this machine (the tests', a developer's) may be posted to over plain http.
      WEBHOOK_ALLOW_HTTP: 'loopback',
      PHOTO_BUCKET: localPhotoBucket,
      S3_ENDPOINT: s3.endpoint,
    });
    await ensureTable(dynamo.endpoint, tableName);
    // The key route answers the public half from the table, as in the cloud after `npm run push:keys`.
    const { putPushPublicKey } = await import('#functions/data/push-devices');
    await putPushPublicKey(localPushKeys(dataDir).publicKey);
    const { seedDemo } = await import('./seed');
    await seedDemo();
    if (process.env.DEMO_OIDC === 'on') {
      const { startDemoOidc } = await import('./oidc-demo');
      const university = await startDemoOidc(appOrigin);
      stopOidc = () => university.stop();
      console.log(`Demo university sign-in (DEMO_OIDC=on): ${university.issuer}`);
    }
    // The notification mailer reads the table's stream, as it does in the cloud (from now on: what a
    // restart finds in the stream was mailed before).
    const { handler: mailNotices } = await import('#functions/streams/notice-mail');
    startFeed = () => {
      stopFeed = new StreamFeed(dynamo.endpoint, tableName, mailNotices, 'LATEST').poll(
        streamPollMs,
        (error) => {
          if (!storeDown) console.error('Notification mail:', error instanceof Error ? error.message : error);
        },
      );
    };
    startFeed();
    const { handleApi, handleSite } = await import('./adapter');
    // SCHEDULED_WORK=off leaves the job to `npm run digest` (the browser suite runs it so, for exact counts).
    if (process.env.SCHEDULED_WORK !== 'off') {
      const { runScheduledWork } = await import('#functions/jobs/scheduled-work');
      timer = onEachBoundary(
        () => runScheduledWork(),
        (error) => {
          if (!storeDown)
            console.error('Scheduled work failed:', error instanceof Error ? error.message : error);
        },
      );
    }
    // The cloud runs retention (issue 34) once a day; here at each hour's boundary, which changes nothing
    // more when nothing has aged past a hostel's period since (the job goes on from its cursors).
    if (process.env.SCHEDULED_WORK !== 'off') {
      const { runRetentionWork } = await import('#functions/jobs/retention');
      retentionTimer = onEachBoundary(
        () => runRetentionWork(),
        (error) => {
          if (!storeDown) console.error('Retention failed:', error instanceof Error ? error.message : error);
        },
        60 * 60_000,
      );
    }
    const config = { apiBase: '/api', demo: process.env.DEMO !== 'off' };

    const server = createServer((request, response) => {
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      const work =
        path === '/api' || path.startsWith('/api/')
          ? handleApi(request, response)
          : siteDir
            ? handleSite(request, response, siteDir, config)
            : Promise.resolve(
                void response.writeHead(404, { 'content-type': 'text/plain' }).end('The site is not built.'),
              );
      work.catch((error: unknown) => {
        console.error(error);
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: 'Something went wrong on our side' }));
      });
    });
    await new Promise<void>((ready, fail) => {
      server.once('error', fail);
      server.listen(port, ready);
    });
    console.log(
      `Hostel Clean is running on http://localhost:${port}  (data: ${dataDir}, mail: ${join(dataDir, 'outbox')})`,
    );
    console.log(`Mock push service (web-push-testing): ${pushService.origin}`);
    console.log(`Local S3 (s3rver), photos: ${s3.endpoint}/${localPhotoBucket}  (${join(dataDir, 's3')})`);
    console.log(
      'Demo accounts: admin@demo.hostel, keeper@demo.hostel, student@demo.hostel — password demo1234',
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stopAll(1);
  }
}

void main();
