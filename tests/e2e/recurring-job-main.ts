/**
 * The child process of `recurring-job.ts`: the hourly job's recurring part for every hostel of the
 * runtime's table (its environment names the runtime's DynamoDB Local and outbox), printing what it did.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const { runHostels } = await import('#functions/domain/run-hostels');
const { runRecurring } = await import('#functions/domain/recurring-run');
const results = await runRecurring(await runHostels(), { now: new Date() });
console.log(JSON.stringify(results));

export {};
