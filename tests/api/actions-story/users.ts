/**
 * The actions story's users (`dynamo-actions.test.ts`): the lists, an added user, registrations approved,
 * declined and taken over by an invitation, a keeper's capacity, removals of a keeper and a student with
 * what they own, and a profile and a password changed.
 */
import { randomUUID } from 'node:crypto';

import { makeUser, testPassword } from '../../helpers/fixtures';
import { confirmationMailedTo } from '../../helpers/outbox';
import type { Story } from '../../helpers/story-world';
import { dateIn } from '../requests-fixtures';

export async function usersAndProfile(
  { call, hostel, admin, keeper, student }: Story,
  earlier: { roomId: string; userid: string },
): Promise<void> {
  await call('listUsers', { token: admin.token, query: { role: 'student' } });
  await call('listUsers', { token: admin.token, query: { role: 'roomkeeper' } });
  await call('listUsers', { token: admin.token, query: { role: 'student', search: student.email } });
  const added = await call('createUser', {
    token: admin.token,
    body: {
      role: 'roomkeeper',
      fullname: 'Added Keeper',
      email: `k-${randomUUID().slice(0, 8)}@test.hostel`,
    },
  });
  await call('createUser', {
    token: admin.token,
    body: { role: 'student', fullname: 'Taken Email', email: student.email },
  });

  // Registrations awaiting approval: one approved, one declined, one whose email an invitation takes over.
  await call('hostelSettings', { token: admin.token });
  await call('overdueRequests', { token: admin.token });
  await call('requestRules', { token: student.token });
  await call('updateHostelSettings', { token: admin.token, body: { registration: 'approval' } });
  const registerWaiting = async (fullname: string, room?: string) => {
    const address = `w-${randomUUID().slice(0, 8)}@test.hostel`;
    const answer = await call('authRegister', {
      body: {
        email: address,
        fullname,
        hostel: hostel.name,
        password: testPassword,
        ...(room ? { roomId: room } : {}),
      },
    });
    await call('authConfirmEmail', { params: await confirmationMailedTo(address) });
    const me = await call('authGetUser', { token: answer.body.authToken });
    return { id: String(me.body.data._id), email: address };
  };
  const approved = await registerWaiting('Approved Student');
  const declined = await registerWaiting('Declined Student');
  const displaced = await registerWaiting('Displaced Student', earlier.roomId);
  await call('listRegistrations', { token: admin.token });
  await call('approveUsers', { token: admin.token, body: { ids: [approved.id] } });
  await call('approveUsers', { token: admin.token, body: { ids: [approved.id] } });
  await call('declineUsers', { token: admin.token, body: { ids: [declined.id] } });
  await call('declineUsers', { token: admin.token, body: { ids: [declined.id] } });
  await call('createUser', {
    token: admin.token,
    body: { role: 'student', fullname: 'Real Owner', email: displaced.email },
  });
  await call('setKeeperCapacity', { token: admin.token, body: { keeperId: keeper.id, minutes: 300 } });
  await call('setKeeperCapacity', { token: admin.token, body: { keeperId: randomUUID(), minutes: null } });
  // A building is looked up in the floors' counters (a Query), here one the hostel has not.
  await call('setKeeperCapacity', {
    token: admin.token,
    body: { keeperId: keeper.id, minutes: 300, building: 'Nowhere' },
  });
  await call('deleteUsers', { token: admin.token, body: { ids: [added.body.user._id] } });
  // A keeper with a scheduled request: its student is told the request is back in the queue.
  const leaving = await makeUser('roomkeeper', hostel, { name: 'Leaving Keeper' });
  const released = (
    await call('createRequest', {
      token: student.token,
      body: { room: '12', floor: '3', date: dateIn(6), time: '12:00' },
    })
  ).body.request;
  await call('allotRequest', { token: admin.token, body: { id: released._id, roomKeeperId: leaving.id } });
  await call('deleteUsers', { token: admin.token, body: { ids: [leaving.id] } });
  // A student with requests and ratings behind them: their removal reaches every item they own.
  await call('deleteUsers', { token: admin.token, body: { ids: [earlier.userid] } });

  const pixel =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
  await call('updateUser', { token: keeper.token, body: { phone: '+1 555 0199', profileimg: pixel } });
  await call('updateUser', { token: keeper.token, body: { profileimg: null } });
  await call('updatePassword', {
    token: student.token,
    body: { currentPassword: 'not it', password: 'another one', confirmPassword: 'another one' },
  });
  await call('updatePassword', {
    token: student.token,
    body: { currentPassword: testPassword, password: 'another one', confirmPassword: 'another one' },
  });
}
