/**
 * Authorization matrix rows of registration approval and the hostel's settings (see `matrix-types.ts`):
 * the admin's, and only over their own hostel's waiting students; the request rules are the students'.
 */
import { randomUUID } from 'node:crypto';

import { testPassword } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { confirmationMailedTo } from '../helpers/outbox';
import { expectAll, matrixRow, type MatrixWorld } from './matrix-types';

/** A student who registered into the world's hostel and waits for approval; answers their id. */
async function waitingStudent(world: MatrixWorld): Promise<string> {
  const email = `waiting-${randomUUID().slice(0, 8)}@test.hostel`;
  const registered = await invoke('authRegister', {
    body: {
      email,
      fullname: 'Matrix Waiting',
      hostel: world.hostel.name,
      password: testPassword,
    },
  });
  await invoke('authConfirmEmail', { params: await confirmationMailedTo(email) });
  const me = await invoke('authGetUser', { token: registered.body.authToken });
  if (me.body?.data?.status !== 'awaiting')
    throw new Error(`the matrix registration is not waiting: ${me.text}`);
  return me.body.data._id;
}

const adminOnly = (others: { adminOther: number }) =>
  expectAll(403, { anonymous: 401, adminOwn: 200, ...others });

export const rows = [
  matrixRow<string>({
    route: 'listRegistrations',
    prepare: waitingStudent,
    call: () => ({}),
    expect: adminOnly({ adminOther: 200 }),
    check: (answer, { actor, prepared }) => {
      if (answer.status !== 200) return;
      const ids = answer.body.items.map((item: { _id: string }) => item._id);
      expect(ids.includes(prepared)).toBe(actor === 'adminOwn');
    },
  }),
  matrixRow<string>({
    route: 'approveUsers',
    prepare: waitingStudent,
    call: ({ prepared }) => ({ body: { ids: [prepared] } }),
    expect: adminOnly({ adminOther: 404 }),
  }),
  matrixRow<string>({
    route: 'declineUsers',
    prepare: waitingStudent,
    call: ({ prepared }) => ({ body: { ids: [prepared] } }),
    expect: adminOnly({ adminOther: 404 }),
  }),
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
  matrixRow({
    route: 'requestRules',
    call: () => ({}),
    // Everyone signed in reads their own hostel's rules (its clock is the site's "today"), never another's.
    expect: expectAll(200, { anonymous: 401 }),
    check: (answer) => {
      if (answer.status === 200) expect(answer.body).toMatchObject({ openLimit: 3, onePerDate: true });
    },
  }),
];
