/**
 * The actions story's public and auth routes (`dynamo-actions.test.ts`): logins, a registration with a
 * room picked, its confirmation, and a password reset. Answers the picked room and the registered
 * student's id, which later chapters use.
 */
import { randomUUID } from 'node:crypto';

import { testPassword } from '../../helpers/fixtures';
import { confirmationMailedTo, linksMailedTo } from '../../helpers/outbox';
import type { Story } from '../../helpers/story-world';

export async function authRoutes({
  call,
  hostel,
  student,
}: Story): Promise<{ roomId: string; userid: string }> {
  await call('health');
  await call('hostels');

  await call('authLogin', { body: { email: student.email, password: testPassword, role: 'student' } });
  await call('authLogin', { body: { email: student.email, password: 'wrong one', role: 'student' } });
  await call('authLogin', { body: { email: 'nobody@test.hostel', password: 'whatever', role: 'student' } });
  await call('authLogin', { body: { email: student.email, password: testPassword, role: 'admin' } });

  const email = `new-${randomUUID().slice(0, 8)}@test.hostel`;
  // A room picked at registration (issue 30): registering again gives the first registration's bed over.
  const { addRooms } = await import('#functions/data/room-writes');
  const picked = await addRooms(hostel.id, [
    { building: `Story ${randomUUID().slice(0, 6)}`, floor: '1', number: '1', typeId: 'twin', beds: 2 },
  ]);
  const roomId = picked.created[0]!.id;
  const register = { email, fullname: 'New Student', hostel: hostel.name, password: testPassword, roomId };
  await call('authRegister', { body: register });
  await call('authRegister', { body: register });
  await call('authRegister', { body: { ...register, hostel: 'No Such Hostel' } });
  const confirmation = await confirmationMailedTo(email);
  await call('authConfirmEmail', { params: confirmation });
  await call('authConfirmEmail', { params: confirmation });

  await call('authGetUser', { token: student.token });
  await call('authGetUser');
  await call('authForgotPassword', { body: { email: 'nobody@test.hostel', role: 'student' } });
  await call('authForgotPassword', { body: { email, role: 'student' } });
  const link = (await linksMailedTo(email)).at(-1)!;
  const [role, userid, token] = new URL(link).pathname.split('/').slice(-3) as [string, string, string];
  await call('authResetPassword', { params: { role, userid, token }, body: { password: 'a new one' } });
  await call('authResetPassword', { params: { role, userid, token }, body: { password: 'a new one' } });
  return { roomId, userid };
}
