/** What the cancel and reschedule tests read back from the table: notes, counters, loads and date locks. */
import type { Account } from '../helpers/fixtures';
import { baseItems, storedItem } from './requests-fixtures';

/** The notifications a user has, oldest first: kind and the fields a test looks at. */
export async function notesOf(user: Account) {
  const items = await baseItems(`USER#${user.id}`);
  return items
    .filter((item) => item.entity === 'Notification')
    .map((item) => ({
      kind: item.kind,
      requestId: item.requestId,
      date: item.date,
      time: item.time,
      fromDate: item.fromDate,
      action: item.action,
    }));
}

export async function userCounters(user: Account) {
  const item = await storedItem({ pk: `USER#${user.id}`, sk: 'USER' });
  return {
    scheduled: Number(item?.scheduled ?? 0),
    openRequests: Number(item?.openRequests ?? 0),
    unreadNotes: Number(item?.unreadNotes ?? 0),
  };
}

export async function keeperDayLoadOf(keeper: Account, date: string) {
  const item = await storedItem({ pk: `KEEPER#${keeper.id}#LOAD`, sk: `DAY#${date}` });
  return Number(item?.scheduled ?? 0);
}

export const lockOf = (student: Account, date: string) =>
  storedItem({ pk: `STUDENT#${student.id}#DATE#${date}`, sk: 'LOCK' });
