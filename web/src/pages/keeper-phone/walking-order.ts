/** The order a keeper walks their day in, and the days in the order they come up. */
import type { ListedRequest } from '#shared/domain';
import { roomKeyPart } from '#shared/rooms';

/** A request as a card shows it; the dashboard's rows also carry the student's contact. */
export interface CardRow {
  request: ListedRequest;
  studentData?: { email: string; phone: string };
}

export type Stop = Pick<ListedRequest, 'floor' | 'room' | 'time' | 'roomPlace'>;

/**
 * Where a stop is on the walk (issue 30): its room's place `<building>#<floor>#<number>` when the request
 * is for a room, else its floor and room texts as the same key parts (no building), so floor 10 comes
 * after floor 9 either way and the order is the rooms list's.
 */
export const placeOf = (stop: Stop): string =>
  stop.roomPlace ?? `#${roomKeyPart(stop.floor)}#${roomKeyPart(stop.room)}`;

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Building, floor, then room, then time. */
export function walkingCompare(a: Stop, b: Stop): number {
  return byCodePoint(placeOf(a), placeOf(b)) || a.time.localeCompare(b.time);
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
