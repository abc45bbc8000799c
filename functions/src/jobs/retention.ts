/**
 * The daily retention job (issue 34): an EventBridge Scheduler schedule invokes this Lambda once a day
 * (`infra/lib/constructs/retention-work.ts`), and `npm start` runs the same function on its own timer. It
 * anonymizes each hostel's closed requests and feedback older than the hostel's period (their room copies
 * and those settled late included) and deletes its old audit entries, and its old notifications when the
 * period is shorter than their 60 days (`domain/retention-run.ts`); a run that ends early is continued by
 * the next.
 */
import type { Context } from 'aws-lambda';

import { type RetentionOptions, runRetention } from '../domain/retention-run';
import { runHostels } from '../domain/run-hostels';
import { log, withLogContext } from '../log';

/** Time kept back at the end of an invocation: one more batch is a Query and a transaction. */
const reserveMs = 30_000;

export async function runRetentionWork(options: RetentionOptions = {}) {
  return runRetention(await runHostels(), options);
}

export const handler = (_event: unknown, context?: Context): Promise<void> =>
  withLogContext('retention', context, async () => {
    const results = await runRetentionWork(
      context ? { hasTime: () => context.getRemainingTimeInMillis() > reserveMs } : {},
    );
    log.info('retention done', {
      anonymized: results.reduce((sum, hostel) => sum + hostel.anonymized, 0),
      deleted: results.reduce((sum, hostel) => sum + hostel.deleted, 0),
      unfinished: results.filter((hostel) => !hostel.done).length,
    });
  });
