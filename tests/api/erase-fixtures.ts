/**
 * What the erasure's test (issue 34) reads to prove nothing of a person is left: the whole table, which a
 * test alone may Scan, and the items that still hold a text.
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';

export async function wholeTable(): Promise<Record<string, unknown>[]> {
  const { db, tableName } = await import('#functions/data/store/client');
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** The items that still hold any of the texts, case-insensitively. */
export async function holding(...texts: string[]) {
  const lower = texts.map((text) => text.toLowerCase());
  return (await wholeTable()).filter((item) => {
    const json = JSON.stringify(item).toLowerCase();
    return lower.some((text) => json.includes(text));
  });
}
