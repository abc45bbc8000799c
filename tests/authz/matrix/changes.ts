/**
 * Authorization matrix rows of a request's cancel and move (`route-table/changes.ts`, issue 28; see
 * `../matrix-types.ts`). A student changes their own request, an admin moves their own hostel's; another
 * student's and another hostel's request answer as a missing one.
 */
import type { CleanRequest } from '#shared/domain';

import { matrixRow, signedIn } from '../matrix-types';

// Within the 60 days a hostel takes requests for, past the few dates the create rows of `requests.ts` use.
let nextDay = 40;
/** A date no other row moves to, so that no move finds the student's date already taken. */
const freshDate = () => new Date(Date.now() + nextDay++ * 86_400_000).toISOString().slice(0, 10);

export const rows = [
  matrixRow<CleanRequest>({
    route: 'cancelRequest',
    case: 'a request Scheduled to keeper R1',
    prepare: (world) => world.request('Scheduled'),
    call: ({ prepared }) => ({ body: { id: prepared._id } }),
    // Student B hears of student A's request what a missing id tells: 404, not the Delete's 403.
    expect: signedIn(403, { studentA: 200, studentB: 404 }),
  }),
  matrixRow<CleanRequest>({
    route: 'rescheduleRequest',
    case: 'a Pending request',
    prepare: (world) => world.request('Pending'),
    call: ({ prepared }) => ({ body: { id: prepared._id, date: freshDate(), time: '11:00' } }),
    expect: signedIn(403, { studentA: 200, studentB: 404, adminOwn: 200, adminOther: 404 }),
    check: (answer) => {
      if (answer.status === 200) expect(answer.body).toMatchObject({ time: '11:00', version: 2 });
    },
  }),
];
