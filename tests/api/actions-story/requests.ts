/**
 * The actions story's request workflow (`dynamo-actions.test.ts`): requests made, a keeper's days off,
 * allotted in one and in bulk, refused, done, deleted and rated, and every list and dashboard of them.
 * Answers the request that was done, whose timeline a later chapter reads.
 */
import { randomUUID } from 'node:crypto';

import { makeUser } from '../../helpers/fixtures';
import type { Story } from '../../helpers/story-world';
import { dateIn, onDayAhead } from '../requests-fixtures';

export async function requestWorkflow({
  call,
  hostel,
  admin,
  keeper,
  student,
}: Story): Promise<{ first: { _id: string } }> {
  const first = (
    await call('createRequest', {
      token: student.token,
      body: { room: '12', floor: '3', date: dateIn(3), time: '09:00' },
    })
  ).body.request;
  const second = (
    await call('createRequest', {
      token: student.token,
      body: { room: '12', floor: '3', date: dateIn(4), time: '10:00' },
    })
  ).body.request;
  await call('createRequest', {
    token: student.token,
    body: { room: '12', floor: '3', date: dateIn(4), time: '10:00' },
  });
  await call('listRoomkeepers', { token: admin.token });
  await call('allotOptions', { token: admin.token, query: { date: '2030-01-15', floor: '1' } });
  await call('setDayOff', { token: keeper.token, body: { date: dateIn(9), off: true } });
  await call('setDayOff', {
    token: admin.token,
    body: { keeperId: keeper.id, date: dateIn(9), off: false },
  });
  await call('setDayOff', {
    token: admin.token,
    body: { keeperId: randomUUID(), date: dateIn(9), off: true },
  });
  await call('daysOff', { token: admin.token, query: { keeperId: keeper.id } });
  await call('daysOff', { token: keeper.token });
  const bulkStudent = await makeUser('student', hostel);
  const inBulk = (
    await call('createRequest', {
      token: bulkStudent.token,
      body: { room: '14', floor: '2', date: dateIn(3), time: '09:00' },
    })
  ).body.request;
  await call('allotPlan', { token: admin.token, body: { ids: [inBulk._id, randomUUID()] } });
  await call('bulkAllot', {
    token: admin.token,
    body: {
      rows: [
        { id: inBulk._id, roomKeeperId: keeper.id },
        { id: randomUUID(), roomKeeperId: keeper.id },
      ],
    },
  });
  await call('analytics', { token: admin.token, query: { from: '2030-01-01', to: '2030-01-31' } });
  await call('allotRequest', { token: admin.token, body: { id: first._id, roomKeeperId: keeper.id } });
  await call('allotRequest', { token: admin.token, body: { id: second._id, roomKeeper: keeper.name } });
  await call('schedule', { token: admin.token, query: { roomKeeper: keeper.id, date: dateIn(3) } });
  await call('schedule', { token: admin.token, query: { roomKeeper: keeper.name, date: dateIn(4) } });
  await call('studentDashboard', { token: student.token });
  await call('roomkeeperDashboard', { token: keeper.token });
  await call('rejectRequest', { token: keeper.token, body: { id: second._id, message: 'Door locked' } });
  await call('adminDashboard', { token: admin.token });
  await call('rejectRequest', { token: admin.token, body: { id: second._id, message: 'Duplicate' } });
  // With an action id, as a phone sends it: its record is a Put in the transaction.
  await onDayAhead(3, keeper, async () => {
    await call('startRequest', { token: keeper.token, body: { id: first._id, actionId: randomUUID() } });
    await call('completeRequest', {
      token: keeper.token,
      body: { id: first._id, timeIn: '09:00', timeOut: '09:40' },
    });
  });
  const third = (
    await call('createRequest', {
      token: student.token,
      body: { room: '12', floor: '3', date: dateIn(5), time: '11:00' },
    })
  ).body.request;
  await call('deleteRequest', { token: student.token, body: { id: third._id } });
  await call('deleteRequest', { token: student.token, body: { id: randomUUID() } });
  for (const account of [student, keeper, admin]) {
    await call('listRequests', { token: account.token });
    await call('listRequests', { token: account.token, query: { status: 'Completed' } });
  }

  await call('createRating', {
    token: student.token,
    body: { id: first._id, rating: 4, message: 'Good', suggestion: 'Open the window', complaint: 'Late' },
  });
  await call('createRating', { token: student.token, body: { id: first._id, rating: 5 } });
  for (const id of ['listRatings', 'listComplaints', 'listSuggestions'] as const) {
    for (const account of [student, keeper, admin]) await call(id, { token: account.token });
  }
  return { first };
}
