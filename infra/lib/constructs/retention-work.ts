/**
 * Retention per hostel (issue 34): an EventBridge Scheduler schedule invokes one function once a day,
 * which anonymizes each hostel's closed requests and feedback older than the hostel's period and deletes
 * its old audit entries (`functions/src/jobs/retention.ts`). The function may read the table and send
 * only the job's writes (transactions of Updates and Deletes); it mails nothing. The schedule's role may
 * invoke this one function.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { Duration } from 'aws-cdk-lib';
import { type Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { Construct } from 'constructs';

import type { DynamoAction } from '#shared/routes';

import type { ApiFunction } from './api-function';
import { scheduledJob } from './scheduled-job';
import type { DataTable } from './table';

const entry = join(dirname(fileURLToPath(import.meta.url)), '../../../functions/src/jobs/retention.ts');

/**
 * What the job sends: the hostels and their settings and cursors (Query, GetItem), the old items, the
 * open requests dated before the cutoff and a short period's people and notifications (Query), the
 * watched requests and a clean's room copies (BatchGetItem), and transactions of anonymizing Updates
 * (with the cursor's) or of Deletes of audit entries and notifications (`tests/api/retention-job.test.ts`
 * holds the run to these).
 */
export const retentionActions: readonly DynamoAction[] = [
  'GetItem',
  'BatchGetItem',
  'Query',
  'UpdateItem',
  'DeleteItem',
];

export interface RetentionWorkProps {
  table: DataTable;
}

export class RetentionWork extends Construct {
  readonly function: ApiFunction;
  readonly schedule: Schedule;

  constructor(scope: Construct, id: string, props: RetentionWorkProps) {
    super(scope, id);
    ({ function: this.function, schedule: this.schedule } = scheduledJob(this, {
      entry,
      description:
        'Daily: anonymizes old closed requests and feedback, deletes old audit entries and notifications',
      // Stops a batch early (30 s before the end) and the next day's run goes on from the cursor.
      timeout: Duration.minutes(10),
      environment: { TABLE_NAME: props.table.table.tableName },
      table: props.table,
      actions: retentionActions,
      schedule: {
        id: 'Daily',
        description: 'Runs the retention job of Hostel Clean once a day, at 03:30 UTC',
        expression: ScheduleExpression.cron({ minute: '30', hour: '3' }),
        // A failed run is retried within a few hours; it is idempotent, and tomorrow's goes on anyway.
        maxEventAge: Duration.hours(6),
      },
    }));
  }
}
