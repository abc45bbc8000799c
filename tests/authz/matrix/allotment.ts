/**
 * Authorization matrix rows of allotting with the keepers' workload in view, days off and bulk allotment
 * (`route-table/allotment.ts`; see `../matrix-types.ts`): a keeper reads and marks only their own days
 * off, an admin those of their hostel's keepers; only the request's own admin plans or allots in bulk —
 * another hostel's admin gets every row refused, and learns of no keeper.
 */
import type { CleanRequest } from '#shared/domain';

import { dateIn } from '../../api/requests-fixtures';
import { matrixRow, signedIn } from '../matrix-types';

// A keeper naming another keeper is 403; another hostel's admin does not learn that the keeper exists.
const keeperR1Days = signedIn(403, { keeperR1: 200, adminOwn: 200, adminOther: 404 });

export const rows = [
  matrixRow({
    route: 'allotOptions',
    call: () => ({ query: { date: '2030-01-15', floor: '1' } }),
    expect: signedIn(403, { adminOwn: 200, adminOther: 200 }),
    check: (answer, { actor, world }) => {
      if (answer.status !== 200) return;
      const ids = answer.body.map((keeper: { _id: string }) => keeper._id);
      expect(ids.includes(world.accounts.keeperR1.id)).toBe(actor === 'adminOwn');
    },
  }),
  matrixRow({
    route: 'daysOff',
    call: ({ world }) => ({ query: { keeperId: world.accounts.keeperR1.id } }),
    expect: keeperR1Days,
  }),
  matrixRow({
    route: 'setDayOff',
    call: ({ world }) => ({ body: { keeperId: world.accounts.keeperR1.id, date: dateIn(20), off: true } }),
    expect: keeperR1Days,
    check: (answer, { world }) => {
      if (answer.status === 200) expect(answer.body).toMatchObject({ keeperId: world.accounts.keeperR1.id });
    },
  }),
  matrixRow<CleanRequest>({
    route: 'allotPlan',
    prepare: (world) => world.request('Pending'),
    call: ({ prepared }) => ({ body: { ids: [prepared._id] } }),
    expect: signedIn(403, { adminOwn: 200, adminOther: 200 }),
    check: (answer, { actor, prepared }) => {
      if (answer.status !== 200) return;
      const planned = answer.body.rows.map((row: { id: string }) => row.id);
      expect(planned.includes(prepared._id)).toBe(actor === 'adminOwn');
      if (actor === 'adminOther')
        expect(answer.body.skipped).toEqual([{ id: prepared._id, code: 'request.notFound' }]);
    },
  }),
  matrixRow<CleanRequest>({
    route: 'bulkAllot',
    prepare: (world) => world.request('Pending'),
    call: ({ prepared, world }) => ({
      body: { rows: [{ id: prepared._id, roomKeeperId: world.accounts.keeperR1.id }] },
    }),
    expect: signedIn(403, { adminOwn: 200, adminOther: 200 }),
    check: (answer, { actor, prepared }) => {
      if (answer.status !== 200) return;
      expect(answer.body.results).toEqual([
        actor === 'adminOwn'
          ? expect.objectContaining({ id: prepared._id, ok: true })
          : { id: prepared._id, ok: false, code: 'request.notFound' },
      ]);
    },
  }),
  matrixRow({
    route: 'setDaysOffRange',
    call: ({ world }) => ({
      body: {
        keeperId: world.accounts.keeperR1.id,
        from: dateIn(21),
        to: dateIn(34),
        weekdays: [0],
        off: true,
      },
    }),
    expect: keeperR1Days,
    check: (answer, { world }) => {
      if (answer.status !== 200) return;
      expect(answer.body).toMatchObject({ keeperId: world.accounts.keeperR1.id });
      expect(answer.body.changed).toHaveLength(2);
    },
  }),
];
