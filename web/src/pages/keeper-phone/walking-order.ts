/** The order a keeper walks their day in, and the days in the order they come up. */
import type { ListedRequest } from '#shared/domain';

/** A request as a card shows it; the dashboard's rows also carry the student's contact. */
export interface CardRow {
  request: ListedRequest;
  studentData?: { email: string; phone: string };
}

const natural = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

type Stop = Pick<ListedRequest, 'floor' | 'room' | 'time'>;

/** Floor, then room, then time: numbers as numbers ("2" before "10"). */
export function walkingCompare(a: Stop, b: Stop): number {
  return natural.compare(a.floor, b.floor) || natural.compare(a.room, b.room) || a.time.localeCompare(b.time);
}

export const walkingOrder = (a: CardRow, b: CardRow): number => walkingCompare(a.request, b.request);

/** Days with their requests: today first, then the days ahead, then days already past (latest first). */
export function groupByDay(rows: readonly CardRow[], today: string): { date: string; rows: CardRow[] }[] {
  const days = new Map<string, CardRow[]>();
  for (const row of rows) days.set(row.request.date, [...(days.get(row.request.date) ?? []), row]);
  const rank = (date: string) => (date >= today ? 0 : 1);
  return [...days.keys()]
    .sort((a, b) => rank(a) - rank(b) || (rank(a) === 0 ? a.localeCompare(b) : b.localeCompare(a)))
    .map((date) => ({ date, rows: [...(days.get(date) ?? [])].sort(walkingOrder) }));
}
