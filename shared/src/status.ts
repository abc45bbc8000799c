/** The clean request's state machine (DESIGN §3 "Request lifecycle"). */
import type { Role } from './domain';

export const requestStatuses = ['Pending', 'Scheduled', 'Completed', 'Rejected'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

/** Statuses that count against a student's open-request limit. */
export const openStatuses: readonly RequestStatus[] = ['Pending', 'Scheduled'];

export const transitions = {
  allot: { from: ['Pending'], to: 'Scheduled', by: 'admin' },
  complete: { from: ['Scheduled'], to: 'Completed', by: 'roomkeeper' },
  keeperReject: { from: ['Scheduled'], to: 'Pending', by: 'roomkeeper' },
  adminReject: { from: ['Pending', 'Scheduled'], to: 'Rejected', by: 'admin' },
  delete: { from: ['Pending'], to: null, by: 'student' },
} as const satisfies Record<string, { from: readonly RequestStatus[]; to: RequestStatus | null; by: Role }>;

export type Transition = keyof typeof transitions;

export function canTransition(transition: Transition, status: RequestStatus): boolean {
  return (transitions[transition].from as readonly RequestStatus[]).includes(status);
}

export const isOpen = (status: RequestStatus): boolean => openStatuses.includes(status);
