/**
 * `npm run search:backfill`: writes the users' search tokens (issue 28) of every hostel, or of the one
 * named, for a deployment made before they were kept. Safe to run again (each token is put, never added
 * to); a run that stopped goes on with `--resume` and the text it printed last.
 */
import { runPerHostel } from './per-hostel';

const usage = [
  'Usage: npm run search:backfill -- (--stack <stack name> | --table <table>) [--hostel "<hostel name>"]',
  '       [--resume <text>]',
  '',
  'Writes the search tokens of the users of every hostel of the deployment, or of the one named. --stack',
  'reads the table from the stack outputs (needs the AWS CLI). DYNAMODB_ENDPOINT points it at DynamoDB',
  'Local. --resume (with --hostel) goes on where a stopped run of that hostel printed it was.',
].join('\n');

await runPerHostel({
  usage,
  options: ['resume'],
  check: (values) => {
    if (values.resume && !values.hostel) throw new Error('--resume needs the --hostel it was printed for');
  },
  run: async ({ id, name }, { resume }) => {
    const { backfillSearchTokens } = await import('#functions/domain/search-backfill');
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
    return `${name}: ${done.tokens} search tokens written for ${done.users} users`;
  },
});
