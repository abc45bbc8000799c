/**
 * Authorization matrix rows of registration approval (`route-table/registration.ts`; see
 * `../matrix-types.ts`): the admin's, and only over their own hostel's waiting students.
 */
import { randomUUID } from 'node:crypto';

import { testPassword } from '../../helpers/fixtures';
import { invoke } from '../../helpers/invoke';
import { confirmationMailedTo } from '../../helpers/outbox';
import { adminOnly, matrixRow, type MatrixWorld } from '../matrix-types';

/** A student who registered into the world's hostel, confirmed the email and waits; answers their id. */
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
];
