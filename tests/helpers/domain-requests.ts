/**
 * Requests as the domain's unit tests (`effectsOf`, its minutes) hand them over: a Pending request of a
 * student, the same Scheduled to a keeper, and the request after a change.
 */
import type { HistoryEntry } from '#shared/domain';
import type { RequestStatus } from '#shared/status';

export const at = '2030-03-04T09:00:00.000Z';
export const allottedAt = '2030-03-03T12:00:00.000Z';

export const entry = (action: HistoryEntry['action'], status: RequestStatus, by = 'admin'): HistoryEntry => ({
  at,
  by,
  byName: by,
  action,
  status,
});

export const pending = {
  studentId: 'student',
  hostelId: 'hostel',
  requestStatus: 'Pending' as const,
  date: '2030-03-05',
  floor: '2',
  time: '10:00',
  createdAt: '2030-03-01T08:00:00.000Z',
  history: [entry('create', 'Pending', 'student')],
};

export const scheduled = {
  ...pending,
  requestStatus: 'Scheduled' as const,
  roomKeeperId: 'keeper',
  history: [...pending.history, { ...entry('allot', 'Scheduled'), at: allottedAt }],
};

/** The request after a change: its status, its keeper (none unless given) and the change's entry. */
export function after<T extends typeof pending | typeof scheduled>(
  before: T,
  status: RequestStatus,
  change: HistoryEntry,
  keeper?: string,
) {
  const { roomKeeperId: _dropped, ...rest } = before as typeof scheduled;
  return {
    ...rest,
    requestStatus: status,
    ...(keeper ? { roomKeeperId: keeper } : {}),
    history: [...before.history, change],
  };
}
