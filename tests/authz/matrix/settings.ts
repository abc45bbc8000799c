/**
 * Authorization matrix rows of the hostel's settings (`route-table/settings.ts`; see `../matrix-types.ts`):
 * each admin reads and sets their own hostel's, everyone signed in reads their own hostel's request rules.
 */
import { adminOnly, matrixRow, signedIn } from '../matrix-types';

export const rows = [
  matrixRow({
    route: 'hostelSettings',
    call: () => ({}),
    expect: adminOnly({ adminOther: 200 }),
  }),
  matrixRow({
    route: 'updateHostelSettings',
    // Each admin sets their own hostel; approval is the default, so the world stays as it was.
    call: () => ({ body: { registration: 'approval' } }),
    expect: adminOnly({ adminOther: 200 }),
    check: (answer) => {
      if (answer.status === 200) expect(answer.body).toMatchObject({ registration: 'approval' });
    },
  }),
  matrixRow({
    route: 'requestRules',
    call: () => ({}),
    // Everyone signed in reads their own hostel's rules (its clock is the site's "today"), never another's.
    expect: signedIn(200),
    check: (answer) => {
      if (answer.status === 200) expect(answer.body).toMatchObject({ openLimit: 3, onePerDate: true });
    },
  }),
];
