/**
 * Authorization matrix rows of a hostel's overdue work (`route-table/alerts.ts`; see `../matrix-types.ts`):
 * each admin sees their own hostel's only.
 */
import { adminOnly, matrixRow } from '../matrix-types';

export const rows = [
  matrixRow({
    route: 'overdueRequests',
    call: () => ({}),
    expect: adminOnly({ adminOther: 200 }),
    check: (answer, { actor, world }) => {
      if (answer.status !== 200) return;
      const own =
        actor === 'adminOwn' ? world.accounts.adminOwn.hostelId : world.accounts.adminOther.hostelId;
      for (const item of answer.body.items as { hostelId: string }[]) expect(item.hostelId).toBe(own);
    },
  }),
];
