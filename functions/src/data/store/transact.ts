/** Transactions and conditional-write outcomes, read the same way by every data module. */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';

import { db } from './client';

type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;

/** Thrown when a transaction was cancelled by a condition: `failed` lists the indexes that did not hold. */
export class TransactionConditionFailed extends Error {
  constructor(readonly failed: number[]) {
    super(`Transaction condition failed at ${failed.join(', ')}`);
    this.name = 'TransactionConditionFailed';
  }
}

const maxConflictRetries = 3;

/**
 * Runs one TransactWriteItems. A cancellation by a condition becomes `TransactionConditionFailed`; a
 * `TransactionConflict` (another transaction on the same items) is retried a few times with jitter,
 * because the outcome of the conditions is then still unknown. Nothing else is retried here.
 */
export async function transact(items: TransactItems): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await db.send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      const failed = reasons.flatMap((reason, index) =>
        reason.Code === 'ConditionalCheckFailed' ? [index] : [],
      );
      if (failed.length > 0) throw new TransactionConditionFailed(failed);
      const conflict = reasons.some((reason) => reason.Code === 'TransactionConflict');
      if (!conflict || attempt >= maxConflictRetries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40 * (attempt + 1)));
    }
  }
}

/** True for a single-item conditional write whose condition did not hold. */
export function isConditionFailure(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}

/** One action of a transaction. */
export type TransactItem = TransactItems[number];
