/**
 * A self-registered student picks their room (issue 30): the server checks it is the hostel's, in
 * service and with a free bed (203 with its message otherwise), the registration holds the bed, registering
 * again for the same room keeps it, and a declined registration frees it.
 */
import { randomUUID } from 'node:crypto';

import { GetCommand } from '@aws-sdk/lib-dynamodb';

import { addRooms } from '#functions/data/room-writes';
import { db, tableName } from '#functions/data/store/client';
import { keys } from '#functions/data/store/keys';
import { messages } from '#shared/messages';

import { type Account, makeHostel, makeUser, testPassword } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { confirmationMailedTo } from '../helpers/outbox';

let hostel: { id: string; name: string };
let admin: Account;

beforeAll(async () => {
  hostel = await makeHostel();
  admin = await makeUser('admin', hostel);
});

const residentsOf = async (roomId: string) =>
  (await db.send(new GetCommand({ TableName: tableName, Key: keys.room(hostel.id, roomId) }))).Item
    ?.residents;
const single = async () =>
  (
    await addRooms(hostel.id, [
      { building: `R ${randomUUID().slice(0, 6)}`, floor: '3', number: '301', typeId: 'single', beds: 1 },
    ])
  ).created[0]!;
const register = (email: string, roomId: string) =>
  invoke('authRegister', {
    body: { email, fullname: 'Rita Register', hostel: hostel.name, password: testPassword, roomId },
  });

describe('a room picked at registration', () => {
  it('holds its bed, keeps it when registering again, and refuses a full room', async () => {
    const room = await single();
    const email = `rita-${randomUUID().slice(0, 8)}@test.hostel`;
    expect((await register(email, room.id)).status).toBe(200);
    expect(await residentsOf(room.id)).toBe(1);
    const me = await invoke('authGetUser', {
      token: (await register(email, room.id)).body.authToken,
    });
    expect(me.body.data).toMatchObject({ room: '301', floor: '3' });
    expect(await residentsOf(room.id)).toBe(1);

    const other = await register(`other-${randomUUID().slice(0, 8)}@test.hostel`, room.id);
    expect([other.status, other.body.message]).toEqual([203, messages.roomUnavailable]);
    const unknown = await register(`x-${randomUUID().slice(0, 8)}@test.hostel`, randomUUID());
    expect([unknown.status, unknown.body.message]).toEqual([203, messages.roomUnavailable]);
  });

  it('is freed when the registration is declined', async () => {
    await invoke('updateHostelSettings', { token: admin.token, body: { registration: 'approval' } });
    const room = await single();
    const email = `dee-${randomUUID().slice(0, 8)}@test.hostel`;
    const registered = await register(email, room.id);
    await invoke('authConfirmEmail', { params: await confirmationMailedTo(email) });
    const me = await invoke('authGetUser', { token: registered.body.authToken });
    expect(await residentsOf(room.id)).toBe(1);
    const declined = await invoke('declineUsers', { token: admin.token, body: { ids: [me.body.data._id] } });
    expect(declined.status).toBe(200);
    expect(await residentsOf(room.id)).toBe(0);
  });
});
