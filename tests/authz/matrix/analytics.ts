/**
 * Authorization matrix rows of the hostel's numbers over time (`route-table/analytics.ts`; see
 * `../matrix-types.ts`): an admin reads their own hostel's, a keeper their own series.
 */
import { matrixRow, signedIn } from '../matrix-types';

export const rows = [
  matrixRow({
    route: 'analytics',
    call: () => ({ query: { from: '2030-01-01', to: '2030-01-31' } }),
    expect: signedIn(403, { adminOwn: 200, adminOther: 200, keeperR1: 200, keeperR2: 200 }),
    // A keeper is answered their own series only: never the hostel's, never a row of another keeper.
    check: (answer, { actor }) => {
      if (answer.status !== 200) return;
      const keeper = actor === 'keeperR1' || actor === 'keeperR2';
      expect(answer.body.scope).toBe(keeper ? 'keeper' : 'hostel');
      if (keeper) expect(answer.body.keepers).toEqual([]);
    },
  }),
];
