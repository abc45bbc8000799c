/**
 * The contract story's request workflow (`contract.test.ts`): requests made, allotted in one and in bulk,
 * refused, done, deleted and rated, every dashboard and list with each kind of row, and what each person
 * was told.
 */
import { randomUUID } from 'node:crypto';

import type { Story } from '../../helpers/story-world';
import { dateIn, onDayAhead } from '../requests-fixtures';

export async function requestWorkflow({ call, admin, keeper, student }: Story): Promise<void> {
  await call('requestRules', { token: student.token });
  const first = (
    await call('createRequest', {
      token: student.token,
      body: { room: '12', floor: '3', date: dateIn(3), time: '09:00', message: 'Desk too' },
    })
  ).body.request;
  const second = (
    await call('createRequest', {
      token: student.token,
      body: { room: '12', floor: '3', date: dateIn(4), time: '10:00' },
    })
  ).body.request;

  await call('allotOptions', { token: admin.token, query: { date: dateIn(3), floor: '3' } });
  await call('setDayOff', { token: keeper.token, body: { date: dateIn(9), off: true } });
  await call('daysOff', { token: admin.token, query: { keeperId: keeper.id } });
  await call('allotPlan', { token: admin.token, body: { ids: [first._id, randomUUID()] } });
  await call('analytics', { token: admin.token, query: { from: dateIn(-7), to: dateIn(0) } });
  // Both are days ahead: nothing is overdue yet, and the answer still holds to its schema.
  expect((await call('overdueRequests', { token: admin.token })).body).toMatchObject({
    count: 0,
    items: [],
  });
  expect((await call('listRoomkeepers', { token: admin.token })).body).toEqual([
    { _id: keeper.id, name: keeper.name },
  ]);
  // Bulk: the first row lands, the second (no such request) is refused with its code.
  await call('bulkAllot', {
    token: admin.token,
    body: {
      rows: [
        { id: first._id, roomKeeperId: keeper.id },
        { id: randomUUID(), roomKeeperId: keeper.id },
      ],
    },
  });
  await call('allotRequest', { token: admin.token, body: { id: second._id, roomKeeper: keeper.name } });
  const schedule = await call('schedule', {
    token: admin.token,
    query: { roomKeeper: keeper.id, date: dateIn(3) },
  });
  expect(schedule.body).toHaveLength(1);

  const studentView = await call('studentDashboard', { token: student.token });
  expect(studentView.body.data[0]).toMatchObject({ roomkeeper: keeper.name, phone: '+1 555 0100' });
  const keeperView = await call('roomkeeperDashboard', { token: keeper.token });
  expect(keeperView.body.data).toHaveLength(2);

  // A keeper gives one back: the admin's dashboard shows who and why.
  await call('rejectRequest', { token: keeper.token, body: { id: second._id, message: 'Door locked' } });
  const adminView = await call('adminDashboard', { token: admin.token });
  expect(adminView.body.data[0].rejectData).toEqual({ name: keeper.name, message: 'Door locked' });
  await call('rejectRequest', { token: admin.token, body: { id: second._id, message: 'Duplicate' } });

  await onDayAhead(3, keeper, async () => {
    await call('startRequest', { token: keeper.token, body: { id: first._id } });
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
  for (const account of [student, keeper, admin]) {
    expect((await call('listRequests', { token: account.token })).body.items.length).toBeGreaterThan(0);
  }

  await call('createRating', {
    token: student.token,
    body: { id: first._id, rating: 4, message: 'Good', suggestion: 'Open the window', complaint: 'Late' },
  });
  for (const id of ['listRatings', 'listComplaints', 'listSuggestions'] as const) {
    for (const account of [student, keeper, admin]) {
      expect((await call(id, { token: account.token })).body.items).toHaveLength(1);
    }
  }

  // What each of them was told, the poll (200, then 304 with its ETag) and the timeline.
  for (const account of [student, keeper, admin]) {
    const told = await call('listNotifications', { token: account.token });
    expect(told.body.items.length).toBeGreaterThan(0);
    await call('readNotifications', { token: account.token, body: { all: true } });
    const live = await call('live', { token: account.token });
    const again = await call('live', {
      token: account.token,
      headers: { 'if-none-match': live.headers.etag! },
    });
    expect(again.status).toBe(304);
    const timeline = await call('requestTimeline', { token: account.token, query: { id: first._id } });
    expect(timeline.body.history.map((entry: { action: string }) => entry.action)).toEqual([
      'create',
      'allot',
      'start',
      'complete',
    ]);
  }
}
