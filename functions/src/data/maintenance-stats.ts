/**
 * A hostel's maintenance numbers (issue 32): per category, the reports made, the moves to fixed and the
 * minutes from report to fix summed, as counters of one item kept in the transaction of each change they
 * count, so the analytics read them with one GetItem at any number of reports.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';

import { maintenanceCategories, type MaintenanceCategory } from '#shared/maintenance';

import { db, tableName } from './store/client';
import { maintenanceKeys } from './store/maintenance-keys';
import type { TransactItem } from './store/transact';

export interface CategoryNumbers {
  category: MaintenanceCategory;
  reported: number;
  fixed: number;
  /** Minutes from report to fix, summed over `fixed`. */
  fixMinutes: number;
}

/** The counters' update: a report made, or a report moved to fixed `minutes` after it was made. */
export function statsCount(
  hostelId: string,
  category: MaintenanceCategory,
  counted: { reported: 1 } | { fixed: 1; minutes: number },
): TransactItem {
  const moves: Record<string, number> =
    'reported' in counted
      ? { [`reported_${category}`]: 1 }
      : { [`fixed_${category}`]: 1, [`fixMinutes_${category}`]: counted.minutes };
  const names = Object.keys(moves);
  return {
    Update: {
      TableName: tableName,
      Key: maintenanceKeys.stats(hostelId),
      UpdateExpression: `ADD ${names.map((_, i) => `#c${i} :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#c${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(names.map((name, i) => [`:v${i}`, moves[name]])),
    },
  };
}

/** The hostel's numbers by category, every category listed (zeros before its first report). */
export async function maintenanceNumbers(hostelId: string): Promise<CategoryNumbers[]> {
  const { Item = {} } = await db.send(
    new GetCommand({ TableName: tableName, Key: maintenanceKeys.stats(hostelId) }),
  );
  const count = (name: string) => Number(Item[name] ?? 0);
  return maintenanceCategories.map((category) => ({
    category,
    reported: count(`reported_${category}`),
    fixed: count(`fixed_${category}`),
    fixMinutes: count(`fixMinutes_${category}`),
  }));
}
