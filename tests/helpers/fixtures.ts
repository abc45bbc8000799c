/** Hostels and accounts made through the real data layer, for tests over DynamoDB Local. */
import { randomUUID } from 'node:crypto';

import type { Role } from '#shared/domain';

import { invoke } from './invoke';

export const testPassword = 'correct horse';

export async function makeHostel(name = `Hostel ${randomUUID().slice(0, 8)}`) {
  const { ensureHostel } = await import('#functions/data/hostels');
  return ensureHostel(name);
}

export interface Account {
  id: string;
  role: Role;
  email: string;
  name: string;
  hostelId: string;
  hostel: string;
  token: string;
}

/** The test password's hash, made once per test process: every fixture user shares the password. */
let testPasswordHash: Promise<string> | undefined;

/**
 * Fixture sign-ins run one at a time: each is a hash, and an instance turns away hashes past one per core
 * running and one per core waiting, which tests creating users in parallel would otherwise reach.
 */
let signIns: Promise<unknown> = Promise.resolve();
function signInOneAtATime<T>(signIn: () => Promise<T>): Promise<T> {
  const turn = signIns.then(signIn);
  signIns = turn.catch(() => undefined);
  return turn;
}

/** A user with a password, signed in through the real login route. */
export async function makeUser(
  role: Role,
  hostel: { id: string; name: string },
  extra: { name?: string; phone?: string; room?: string; floor?: string } = {},
): Promise<Account> {
  const { createUser } = await import('#functions/data/users');
  const { hashPassword } = await import('#functions/security/passwords');
  const email = `${role}-${randomUUID().slice(0, 8)}@test.hostel`;
  const user = await createUser({
    role,
    name: extra.name ?? `${role} ${randomUUID().slice(0, 6)}`,
    email,
    hostel,
    passwordHash: await (testPasswordHash ??= hashPassword(testPassword)),
    ...(extra.phone ? { phone: extra.phone } : {}),
    ...(extra.room ? { room: extra.room } : {}),
    ...(extra.floor ? { floor: extra.floor } : {}),
  });
  const login = await signInOneAtATime(() =>
    invoke('authLogin', { body: { email, password: testPassword, role } }),
  );
  if (login.status !== 200) throw new Error(`login of the fixture user failed: ${login.status}`);
  return {
    id: user._id,
    role,
    email,
    name: user.name,
    hostelId: hostel.id,
    hostel: hostel.name,
    token: login.body.authToken,
  };
}

/** Two hostels with an admin each: the caller's own and another, for checks across hostels. */
export async function hostelsWithAdmins() {
  const hostel = await makeHostel();
  const elsewhere = await makeHostel();
  return {
    hostel,
    elsewhere,
    admin: await makeUser('admin', hostel),
    otherAdmin: await makeUser('admin', elsewhere),
  };
}

type UserFields = Parameters<typeof makeUser>[2];

/** A new hostel with one user of each role, made admin, roomkeeper, student in that order. */
export async function hostelWithRoles(fields: { keeper?: UserFields; student?: UserFields } = {}) {
  const hostel = await makeHostel();
  return {
    hostel,
    admin: await makeUser('admin', hostel),
    keeper: await makeUser('roomkeeper', hostel, fields.keeper),
    student: await makeUser('student', hostel, fields.student),
  };
}
