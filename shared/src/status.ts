/** The clean request's state machine (DESIGN §3 "Request lifecycle"). */
import type { Role } from './domain';

export const requestStatuses = ['Pending', 'Scheduled', 'Completed', 'Rejected'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

/** Statuses that count against a student's open-request limit. */
export const openStatuses: readonly RequestStatus[] = ['Pending', 'Scheduled'];

export const transitions = {
  allot: { from: ['Pending'], to: 'Scheduled', by: 'admin' },
  /** Start marks the cleaning as begun: the request stays Scheduled, in progress (`startedAt`). */
  start: { from: ['Scheduled'], to: 'Scheduled', by: 'roomkeeper' },
  complete: { from: ['Scheduled'], to: 'Completed', by: 'roomkeeper' },
  keeperReject: { from: ['Scheduled'], to: 'Pending', by: 'roomkeeper' },
  adminReject: { from: ['Pending', 'Scheduled'], to: 'Rejected', by: 'admin' },
  delete: { from: ['Pending'], to: null, by: 'student' },
  /** A student's cancel before the hostel's cutoff: the request goes, as a Delete's does, and people are told. */
  cancel: { from: ['Pending', 'Scheduled'], to: null, by: 'student' },
  /**
   * Another date or time, asked by the student (before the cutoff) or made by the admin: a Scheduled
   * request stays with its keeper when they are free on the new day, else it is Pending again.
   */
  reschedule: { from: ['Pending', 'Scheduled'], to: ['Pending', 'Scheduled'], by: ['student', 'admin'] },
} as const satisfies Record<
  string,
  {
    from: readonly RequestStatus[];
    to: RequestStatus | readonly RequestStatus[] | null;
    by: Role | readonly Role[];
  }
>;

export type Transition = keyof typeof transitions;

export function canTransition(transition: Transition, status: RequestStatus): boolean {
  return (transitions[transition].from as readonly RequestStatus[]).includes(status);
}

export const isOpen = (status: RequestStatus): boolean => openStatuses.includes(status);

/** The reasons a roomkeeper picks from when they cannot clean a room (their reject of the spec). */
export const cantCleanReasons = ['noAccess', 'skipAsked', 'other'] as const;
export type CantCleanReason = (typeof cantCleanReasons)[number];
