/** The order a keeper walks their day in, and the days in the order they come up. */
import type { KeeperRow } from '#shared/domain';

const natural = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Floor, then room, then time: numbers as numbers ("2" before "10"). */
export function walkingOrder(a: KeeperRow, b: KeeperRow): number {
  return (
    natural.compare(a.request.floor, b.request.floor) ||
    natural.compare(a.request.room, b.request.room) ||
    a.request.time.localeCompare(b.request.time)
  );
}

/** Days with their requests: today first, then the days ahead, then days already past (latest first). */
export function groupByDay(rows: readonly KeeperRow[], today: string): { date: string; rows: KeeperRow[] }[] {
  const days = new Map<string, KeeperRow[]>();
  for (const row of rows) days.set(row.request.date, [...(days.get(row.request.date) ?? []), row]);
  const rank = (date: string) => (date >= today ? 0 : 1);
  return [...days.keys()]
    .sort((a, b) => rank(a) - rank(b) || (rank(a) === 0 ? a.localeCompare(b) : b.localeCompare(a)))
    .map((date) => ({ date, rows: [...(days.get(date) ?? [])].sort(walkingOrder) }));
}

/** 'YYYY-MM-DD' of this device's day: the keeper's today is the hostel's. */
export function localDate(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
