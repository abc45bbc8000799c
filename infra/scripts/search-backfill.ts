/**
 * `npm run search:backfill`: writes the users' search tokens (issue 28) of every hostel, or of the one
 * named, for a deployment made before they were kept. Safe to run again (each token is put, never added
 * to); a run that stopped goes on with `--resume` and the text it printed last.
 */
import { parseArgs } from 'node:util';

import { tableOf } from './stack-table';

// The pinned SDK still supports this machine's Node 20; its notice would only be noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const usage = [
  'Usage: npm run search:backfill -- (--stack <stack name> | --table <table>) [--hostel "<hostel name>"]',
  '       [--resume <text>]',
  '',
  'Writes the search tokens of the users of every hostel of the deployment, or of the one named. --stack',
  'reads the table from the stack outputs (needs the AWS CLI). DYNAMODB_ENDPOINT points it at DynamoDB',
  'Local. --resume (with --hostel) goes on where a stopped run of that hostel printed it was.',
].join('\n');

async function main(): Promise<void> {
  let table: string;
  let hostel: string | undefined;
  let resume: string | undefined;
  try {
    const { values } = parseArgs({
      args: process.argv.slice(2),
      strict: true,
      allowPositionals: false,
      options: {
        stack: { type: 'string' },
        table: { type: 'string' },
        hostel: { type: 'string' },
        resume: { type: 'string' },
      },
    });
    if (values.resume && !values.hostel) throw new Error('--resume needs the --hostel it was printed for');
    table = tableOf(values);
    hostel = values.hostel;
    resume = values.resume;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exit(2);
  }
  // The data modules read their configuration when first imported.
  process.env.TABLE_NAME = table;
  const { listHostels } = await import('#functions/data/hostels');
  const { hostelIdOf } = await import('#functions/data/store/keys');
  const { backfillSearchTokens } = await import('#functions/domain/search-backfill');
  const hostels = hostel ? [{ id: hostelIdOf(hostel), name: hostel }] : await listHostels();
  for (const { id, name } of hostels) {
    let last = resume;
    const done = await backfillSearchTokens(id, {
      resume,
      progress: (position) => {
        last = position;
      },
    }).catch((error: unknown) => {
      console.error(`${name}: stopped; go on with --hostel "${name}" --resume ${last ?? '""'}`);
      throw error;
    });
    console.log(`${name}: ${done.tokens} search tokens written for ${done.users} users`);
  }
}

await main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
