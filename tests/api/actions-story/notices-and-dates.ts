/**
 * The actions story's notifications and moves (`dynamo-actions.test.ts`): a keeper's notifications read,
 * the poll, a request's timeline, and another date and a cancel (issue 28).
 */
import { randomUUID } from 'node:crypto';

import { signSession } from '#functions/security/tokens';

import { makeUser } from '../../helpers/fixtures';
import type { Story } from '../../helpers/story-world';
import { dateIn } from '../requests-fixtures';

export async function noticesAndDates(
  { call, hostel, admin, keeper }: Story,
  first: { _id: string },
): Promise<void> {
  // Notifications: listed, some read by id, the rest all at once; the poll; a request's timeline.
  const told = await call('listNotifications', { token: keeper.token });
  await call('readNotifications', { token: keeper.token, body: { ids: [told.body.items[0].id] } });
  await call('readNotifications', { token: keeper.token, body: { all: true } });
  await call('live', { token: keeper.token });
  // A session from before tokens named the hostel reads the stamp with a GetItem of its own.
  await call('live', { token: await signSession({ sub: keeper.id, tv: 1 }) });
  await call('requestTimeline', { token: keeper.token, query: { id: first._id } });

  // Issue 28: another date (the lock moves, the keeper's load too), then a cancel of the Scheduled request.
  const mover = await makeUser('student', hostel, { name: 'Moving Student' });
  const moving = (
    await call('createRequest', {
      token: mover.token,
      body: { room: '12', floor: '3', date: dateIn(40), time: '10:00' },
    })
  ).body.request;
  await call('rescheduleRequest', {
    token: mover.token,
    body: { id: moving._id, date: dateIn(41), time: '10:00' },
  });
  await call('allotRequest', { token: admin.token, body: { id: moving._id, roomKeeperId: keeper.id } });
  await call('rescheduleRequest', {
    token: admin.token,
    body: { id: moving._id, date: dateIn(42), time: '09:00' },
  });
  await call('cancelRequest', { token: mover.token, body: { id: moving._id } });
  await call('cancelRequest', { token: mover.token, body: { id: randomUUID() } });
}
