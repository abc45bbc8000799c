/**
 * What each caller may read: a student their own requests and feedback, a roomkeeper those of the
 * cleanings allotted to them, an admin their hostel's. Lists only ever read the caller's partitions.
 */
import type { RequestStatus } from '#shared/status';

import type { RequestScope } from '../data/request-pages';
import { type FeedbackKind, keys, type Partition } from '../data/store/keys';
import type { UserRecord } from '../data/users';

type Caller = Pick<UserRecord, '_id' | 'role' | 'hostelId'>;

/** The request partitions, one per status, that the caller sees. */
export function requestScope(user: Caller): RequestScope {
  switch (user.role) {
    case 'student':
      return (status: RequestStatus) => keys.studentRequests(user._id, status);
    case 'roomkeeper':
      return (status: RequestStatus) => keys.keeperRequests(user._id, status);
    case 'admin':
      return (status: RequestStatus) => keys.hostelRequests(user.hostelId, status);
  }
}

/** The feedback partition of one kind that the caller sees. */
export function feedbackScope(user: Caller, kind: FeedbackKind): Partition {
  if (user.role === 'admin') return keys.hostelFeedback(user.hostelId, kind);
  if (user.role === 'roomkeeper') return keys.keeperFeedback(user._id, kind);
  return keys.studentFeedback(user._id, kind);
}
