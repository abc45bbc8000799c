/**
 * Declining a full batch (issue 34): 25 waiting students, each holding a room's bed, are more writes than
 * one transaction holds with the audit log's entry, so they are declined in groups that fit, each with its
 * own entry — every bed freed, every student named once in the log.
 */
import { randomUUID } from 'node:crypto';

import { GetCommand } from '@aws-sdk/lib-dynamodb';

import { addRooms } from '#functions/data/room-writes';
import { db, tableName } from '#functions/data/store/client';
import { keys } from '#functions/data/store/keys';

import { type Account, makeHostel, makeUser, testPassword } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { confirmationMailedTo } from '../helpers/outbox';

let hostel: { id: string; name: string };
let admin: Account;

beforeAll(async () => {
  hostel = await makeHostel();
  admin = await makeUser('admin', hostel);
  await invoke('updateHostelSettings', { token: admin.token, body: { registration: 'approval' } });
});

/** A student waiting for approval who picked a single room of their own: their id and the room's. */
async function waitingInARoom(): Promise<{ id: string; roomId: string }> {
  const [room] = (
    await addRooms(hostel.id, [
      { building: `D ${randomUUID().slice(0, 6)}`, floor: '1', number: '101', typeId: 'single', beds: 1 },
    ])
  ).created;
  const email = `batch-${randomUUID().slice(0, 8)}@test.hostel`;
  const registered = await invoke('authRegister', {
    body: { email, fullname: 'Bo Batch', hostel: hostel.name, password: testPassword, roomId: room!.id },
  });
  await invoke('authConfirmEmail', { params: await confirmationMailedTo(email) });
  const me = await invoke('authGetUser', { token: registered.body.authToken });
  return { id: me.body.data._id, roomId: room!.id };
}

const residentsOf = async (roomId: string) =>
  (await db.send(new GetCommand({ TableName: tableName, Key: keys.room(hostel.id, roomId) }))).Item
    ?.residents;

it('declines 25 students with beds in groups that fit a transaction, each group in the audit log', async () => {
  // Prepare
  const waiting: { id: string; roomId: string }[] = [];
  for (let n = 0; n < 25; n++) waiting.push(await waitingInARoom());

  // Act
  const declined = await invoke('declineUsers', {
    token: admin.token,
    body: { ids: waiting.map((each) => each.id) },
  });

  // Assess
  expect(declined.status, declined.text).toBe(200);
  const residents = await Promise.all(waiting.map((each) => residentsOf(each.roomId)));
  expect(new Set(residents)).toEqual(new Set([0]));
  const log = (await invoke('auditLog', { token: admin.token })).body.items as {
    action: string;
    targets?: { id: string }[];
  }[];
  const entries = log.filter((entry) => entry.action === 'decline');
  expect(entries.length).toBeGreaterThan(1);
  const named = entries.flatMap((entry) => entry.targets!.map((target) => target.id));
  expect(named.sort()).toEqual(waiting.map((each) => each.id).sort());
});
