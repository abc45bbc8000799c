/**
 * The profile picture is an item of its own: authenticating reads the user item on every call, which
 * stays small whatever the picture, and the answers that show a picture are the same as before.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';

import { db, tableName } from '#functions/data/store/client';
import { keys } from '#functions/data/store/keys';

import { callsOf } from '../helpers/dynamo-calls';
import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { storeRequest } from '../helpers/stored-requests';
import { storedItem } from './requests-fixtures';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A PNG data URL of `bytes` bytes (the largest accepted is 200 KB). */
const picture = (bytes: number) =>
  `data:image/png;base64,${Buffer.concat([png, Buffer.alloc(bytes - png.length)]).toString('base64')}`;
const itemBytes = (item: Record<string, unknown> | undefined) => Buffer.byteLength(JSON.stringify(item));

let hostel: { id: string; name: string };
let admin: Account;

beforeAll(async () => {
  hostel = await makeHostel();
  admin = await makeUser('admin', hostel);
});

describe('the profile picture, apart from the user item', () => {
  it('keeps the user item under 1 KB after a 200 KB upload, and answers the picture where it is shown', async () => {
    // Prepare
    const keeper = await makeUser('roomkeeper', hostel, { name: 'Pic Keeper' });
    const student = await makeUser('student', hostel, { name: 'Pic Student' });
    await storeRequest(student, 'Scheduled', keeper);
    const image = picture(200 * 1024);

    // Act
    const updated = await invoke('updateUser', { token: keeper.token, body: { profileimg: image } });
    await invoke('updateUser', { token: student.token, body: { profileimg: image } });
    const phoneOnly = await invoke('updateUser', { token: keeper.token, body: { phone: '+1 555 0100' } });
    const me = await invoke('authGetUser', { token: keeper.token });
    const board = await invoke('studentDashboard', { token: student.token });
    const students = await invoke('listUsers', { token: admin.token, query: { role: 'student' } });

    // Assess
    const userItem = await storedItem(keys.user(keeper.id));
    expect(itemBytes(userItem)).toBeLessThan(1024);
    expect(userItem).not.toHaveProperty('profileimg');
    expect((await storedItem(keys.userImage(keeper.id)))?.profileimg).toBe(image);
    expect(updated.body.data.profileimg).toBe(image);
    expect(phoneOnly.body.data).toMatchObject({ phone: '+1 555 0100', profileimg: image });
    expect(me.body.data).toEqual(phoneOnly.body.data);
    expect(board.body.data[0]).toMatchObject({ roomkeeper: 'Pic Keeper', profileimg: image });
    expect(students.body.items).toEqual([expect.not.objectContaining({ profileimg: expect.anything() })]);
  });

  it('lists a full page of students with 200 KB pictures in an answer far under Lambda’s 6 MB', async () => {
    // Prepare
    const own = await makeHostel();
    const ownAdmin = await makeUser('admin', own);
    const image = picture(200 * 1024);
    for (let i = 0; i < 30; i += 1) {
      const student = await makeUser('student', own, { name: `Pictured ${i}` });
      await invoke('updateUser', { token: student.token, body: { profileimg: image } });
    }

    // Act
    const listed = { token: ownAdmin.token, query: { role: 'student', limit: '100' } };
    const page = await invoke('listUsers', listed);
    const calls = await callsOf('listUsers', listed);

    // Assess
    expect(page.body.items).toHaveLength(30);
    expect(Buffer.byteLength(page.text)).toBeLessThan(30 * 1024);
    expect(calls).toEqual({ status: 200, commands: ['GetItem', 'Query'] });
  });

  it('reads a picture still inside an older user item, and moves it out on the next profile change', async () => {
    // Prepare: a user item as stored before pictures had their own item
    const student = await makeUser('student', hostel, { name: 'Old Item' });
    const image = picture(1024);
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.user(student.id),
        UpdateExpression: 'SET profileimg = :image',
        ExpressionAttributeValues: { ':image': image },
      }),
    );
    const before = await invoke('authGetUser', { token: student.token });

    // Act
    await invoke('updateUser', { token: student.token, body: { occupation: 'Reader' } });
    const after = await invoke('authGetUser', { token: student.token });

    // Assess
    expect(before.body.data.profileimg).toBe(image);
    expect(after.body.data).toEqual({ ...before.body.data, occupation: 'Reader' });
    expect(await storedItem(keys.user(student.id))).not.toHaveProperty('profileimg');
    expect((await storedItem(keys.userImage(student.id)))?.profileimg).toBe(image);
  });

  it('goes when the picture is removed, and when the user is', async () => {
    // Prepare
    const removed = await makeUser('student', hostel);
    const cleared = await makeUser('student', hostel);
    for (const account of [removed, cleared])
      await invoke('updateUser', { token: account.token, body: { profileimg: picture(2048) } });

    // Act
    const answer = await invoke('updateUser', { token: cleared.token, body: { profileimg: null } });
    const removal = await invoke('deleteUsers', { token: admin.token, body: { ids: [removed.id] } });

    // Assess
    expect(answer.body.data).not.toHaveProperty('profileimg');
    expect(removal.status).toBe(200);
    expect(await storedItem(keys.userImage(cleared.id))).toBeUndefined();
    expect(await storedItem(keys.userImage(removed.id))).toBeUndefined();
  });
});
