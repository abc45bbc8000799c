/**
 * `npm run analytics:backfill`: rebuilds the analytics day items of every hostel (or of the one named) from
 * the stored requests and ratings, for a deployment made before they were kept. Safe to run again: each
 * day item is recomputed and overwritten, never added to.
 */
import { runPerHostel } from './per-hostel';

const usage = [
  'Usage: npm run analytics:backfill -- (--stack <stack name> | --table <table>) [--hostel "<hostel name>"]',
  '',
  'Rebuilds the analytics of every hostel of the deployment, or of the one named. --stack reads the table',
  'from the stack outputs (needs the AWS CLI). DYNAMODB_ENDPOINT points it at DynamoDB Local.',
].join('\n');

await runPerHostel({
  usage,
  run: async ({ id, name }) => {
    const { rebuildHostelStats } = await import('#functions/domain/stats-backfill');
    const done = await rebuildHostelStats(id);
    return `${name}: ${done.requests} requests and ${done.ratings} ratings counted into ${done.days} day items`;
  },
});
