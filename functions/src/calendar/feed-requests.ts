/**
 * What a calendar feed lists (issue 33), read as one bounded Query page per status partition it needs, from
 * today (the hostel's date) for `feedDays` days: a keeper's Scheduled cleans (in progress ones among them), a
 * student's Pending and Scheduled requests, and an admin's hostel's Pending (unallotted) requests.
 */
import type { ListedRequest } from '#shared/domain';
import { addDays, todayIn } from '#shared/request-dates';
import type { RequestStatus } from '#shared/status';

import type { CalendarFeedOwner } from '../data/calendar-feeds';
import { listedRequestAttributes, toListedRequest } from '../data/requests';
import { keys, type Partition } from '../data/store/keys';
import { queryOnce } from '../data/store/page';

/** How far ahead a feed looks, and how many requests one partition gives it at most. */
export const feedDays = 60;
export const feedPageSize = 200;

/** Sorts after every `<date>#<time>#<id>` key of a date, to end the range at a whole date. */
const endOfDate = '#~';

const studentStatuses: readonly RequestStatus[] = ['Pending', 'Scheduled'];

function partitionsOf(owner: CalendarFeedOwner): Partition[] {
  if (owner.role === 'roomkeeper') return [keys.keeperRequests(owner.userId, 'Scheduled')];
  if (owner.role === 'admin') return [keys.hostelRequests(owner.hostelId, 'Pending')];
  return studentStatuses.map((status) => keys.studentRequests(owner.userId, status));
}

/** The owner's requests for the feed, by date and time. */
export async function feedRequests(
  owner: CalendarFeedOwner,
  timeZone: string,
  now = new Date(),
): Promise<ListedRequest[]> {
  const from = todayIn(timeZone, now);
  const to = `${addDays(from, feedDays - 1)}${endOfDate}`;
  const pages = await Promise.all(
    partitionsOf(owner).map((partition) =>
      queryOnce(partition, { range: { from, to }, limit: feedPageSize, attributes: listedRequestAttributes }),
    ),
  );
  return (
    pages
      .flatMap((page) => page.items.map(toListedRequest))
      // The partitions are the owner's own; the hostel is checked again so no other hostel's row can show.
      .filter((request) => request.hostelId === owner.hostelId)
      .sort((a, b) => `${a.date}#${a.time}`.localeCompare(`${b.date}#${b.time}`))
  );
}
