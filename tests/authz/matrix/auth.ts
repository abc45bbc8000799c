/**
 * Authorization matrix rows of the public and auth routes (`route-table/auth.ts`; see `../matrix-types.ts`):
 * the public ones answer everyone alike (a confirmation link whoever opens it), the session's user is always
 * the caller's own.
 */
import { randomUUID } from 'node:crypto';

import { testPassword } from '../../helpers/fixtures';
import { invoke } from '../../helpers/invoke';
import { confirmationMailedTo } from '../../helpers/outbox';
import { expectAll, matrixRow, signedIn } from '../matrix-types';

export const rows = [
  matrixRow({ route: 'health', call: () => ({}), expect: expectAll(200) }),
  matrixRow({ route: 'hostels', call: () => ({}), expect: expectAll(200) }),
  matrixRow<{ email: string }>({
    route: 'authLogin',
    prepare: async (world) => world.makeUser('student', world.hostel),
    call: ({ prepared }) => ({ body: { email: prepared.email, password: testPassword, role: 'student' } }),
    expect: expectAll(200),
  }),
  matrixRow({
    route: 'authRegister',
    call: ({ world }) => ({
      body: {
        email: `matrix-${randomUUID().slice(0, 8)}@test.hostel`,
        fullname: 'Matrix Newcomer',
        hostel: world.hostel.name,
        password: testPassword,
      },
    }),
    expect: expectAll(200),
  }),
  matrixRow<{ userid: string; token: string }>({
    route: 'authConfirmEmail',
    // Public: the link is the proof, whoever opens it; a session changes nothing.
    prepare: async (world) => {
      const email = `confirm-${randomUUID().slice(0, 8)}@test.hostel`;
      await invoke('authRegister', {
        body: { email, fullname: 'Matrix Confirming', hostel: world.hostel.name, password: testPassword },
      });
      return confirmationMailedTo(email);
    },
    call: ({ prepared }) => ({ params: prepared }),
    expect: expectAll(200),
  }),
  matrixRow({
    route: 'authConfirmEmail',
    case: 'with a token that was never issued',
    call: ({ world }) => ({ params: { userid: world.accounts.studentA.id, token: 'A'.repeat(43) } }),
    expect: expectAll(400),
  }),
  matrixRow({
    route: 'authGetUser',
    call: () => ({}),
    expect: signedIn(200),
    check: (answer, { me }) => {
      if (answer.status === 200) expect(answer.body.data._id).toBe(me?.id);
    },
  }),
  matrixRow<{ email: string }>({
    route: 'authForgotPassword',
    prepare: async (world) => world.makeUser('student', world.hostel),
    call: ({ prepared }) => ({ body: { email: prepared.email, role: 'student' } }),
    expect: expectAll(200),
  }),
  matrixRow({
    route: 'authResetPassword',
    case: 'with a token that was never issued',
    call: ({ world }) => ({
      params: { role: 'student', userid: world.accounts.studentA.id, token: 'A'.repeat(43) },
      body: { password: 'another password' },
    }),
    expect: expectAll(203),
  }),
];
