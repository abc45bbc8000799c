/**
 * `npm run analytics:backfill`: rebuilds the analytics day items of every hostel (or of the one named) from
 * the stored requests and ratings, for a deployment made before they were kept. Safe to run again: each
 * day item is recomputed and overwritten, never added to.
 */
import { parseArgs } from 'node:util';

import { tableOf } from './stack-table';

// The pinned SDK still supports this machine's Node 20; its notice would only be noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const usage = [
  'Usage: npm run analytics:backfill -- (--stack <stack name> | --table <table>) [--hostel "<hostel name>"]',
  '',
  'Rebuilds the analytics of every hostel of the deployment, or of the one named. --stack reads the table',
  'from the stack outputs (needs the AWS CLI). DYNAMODB_ENDPOINT points it at DynamoDB Local.',
].join('\n');

async function main(): Promise<void> {
  let table: string;
  let hostel: string | undefined;
  try {
    const { values } = parseArgs({
      args: process.argv.slice(2),
      strict: true,
      allowPositionals: false,
      options: { stack: { type: 'string' }, table: { type: 'string' }, hostel: { type: 'string' } },
    });
    table = tableOf(values);
    hostel = values.hostel;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exit(2);
  }
  // The data modules read their configuration when first imported.
  process.env.TABLE_NAME = table;
  const { listHostels } = await import('#functions/data/hostels');
  const { hostelIdOf } = await import('#functions/data/store/keys');
  const { rebuildHostelStats } = await import('#functions/domain/stats-backfill');
  const hostels = hostel ? [{ id: hostelIdOf(hostel), name: hostel }] : await listHostels();
  for (const { id, name } of hostels) {
    const done = await rebuildHostelStats(id);
    console.log(
      `${name}: ${done.requests} requests and ${done.ratings} ratings counted into ${done.days} day items`,
    );
  }
}

await main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
