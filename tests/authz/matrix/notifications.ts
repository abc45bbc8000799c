/**
 * Authorization matrix rows of the notification routes, the live poll and a request's timeline
 * (`route-table/notifications.ts`; see `../matrix-types.ts`). Everyone signed in reads and marks only their
 * own notifications and polls their own hostel; a request's timeline is for its student, the keeper it was
 * allotted to and its hostel's admin.
 */
import type { CleanRequest } from '#shared/domain';

import { matrixRow, signedIn } from '../matrix-types';

export const rows = [
  matrixRow({
    route: 'listNotifications',
    call: () => ({}),
    expect: signedIn(200),
  }),
  matrixRow({
    route: 'readNotifications',
    call: () => ({ body: { all: true } }),
    expect: signedIn(200),
    check: (answer) => {
      if (answer.status === 200) expect(answer.body).toEqual({ unread: 0 });
    },
  }),
  matrixRow({
    route: 'live',
    call: () => ({}),
    expect: signedIn(200),
  }),
  matrixRow<CleanRequest>({
    route: 'requestTimeline',
    case: 'a Scheduled request of studentA allotted to keeperR1',
    prepare: (world) => world.request('Scheduled'),
    call: ({ prepared }) => ({ query: { id: prepared._id } }),
    expect: signedIn(404, { studentA: 200, keeperR1: 200, adminOwn: 200 }),
    check: (answer, { prepared }) => {
      if (answer.status === 200) expect(answer.body._id).toBe(prepared._id);
    },
  }),
];
