/**
 * With `demo` on, a function that creates the demo hostel and its three accounts runs during each deployment
 * (a CDK trigger); the seed is idempotent, so re-running it changes nothing.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { Duration } from 'aws-cdk-lib';
import { Trigger } from 'aws-cdk-lib/triggers';
import { Construct } from 'constructs';

import { ApiFunction } from './api-function';
import type { DataTable } from './table';

const entry = join(dirname(fileURLToPath(import.meta.url)), '../../lambda/seed-demo.ts');

export class DemoSeed extends Construct {
  constructor(scope: Construct, id: string, table: DataTable) {
    super(scope, id);
    const seed = new ApiFunction(this, 'Seed', {
      entry,
      description: 'Seeds the demo hostel and accounts',
      // Three scrypt hashes.
      memorySize: 1024,
      timeout: Duration.minutes(1),
      environment: { TABLE_NAME: table.table.tableName },
    });
    table.grant('write', seed.role);
    new Trigger(this, 'Run', { handler: seed.fn, executeAfter: [table.table], executeOnHandlerChange: true });
  }
}
