/**
 * The admin's search (issue 28) through the real handlers over DynamoDB Local: by room, any word of the
 * name and email, within the hostel only, kept by creation, profile changes and removal, with the same
 * DynamoDB calls however many users the hostel has; the backfill of tokens for users made before; and the
 * request history of one student the search found.
 */
import { randomUUID } from 'node:crypto';

import { DeleteCommand } from '@aws-sdk/lib-dynamodb';

import { db, tableName } from '#functions/data/store/client';
import { keys } from '#functions/data/store/keys';
import { queryAll } from '#functions/data/store/page';

import { callsOf } from '../helpers/dynamo-calls';
import { type Account, hostelsWithAdmins, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { storeRequest } from '../helpers/stored-requests';

let hostel: { id: string; name: string };
let admin: Account;
let otherAdmin: Account;
let jin: Account;
let mina: Account;
let emile: Account;
let stranger: Account;
let keeper: Account;

beforeAll(async () => {
  const world = await hostelsWithAdmins();
  ({ hostel, admin, otherAdmin } = world);
  jin = await makeUser('student', hostel, { name: 'Jin Park', room: '205', floor: '2' });
  mina = await makeUser('student', hostel, { name: 'Mina Parker-Lee', room: '310', floor: '3' });
  emile = await makeUser('student', hostel, { name: 'Émile Zola', room: '12' });
  stranger = await makeUser('student', world.elsewhere, { name: 'Sam Park', room: '205' });
  keeper = await makeUser('roomkeeper', hostel, { name: 'Kim Park' });
});

const search = async (text: string, as: Account = admin, role = 'student') => {
  const answer = await invoke('listUsers', { token: as.token, query: { role, search: text } });
  expect(answer.status).toBe(200);
  return (answer.body.items as { _id: string }[]).map((item) => item._id);
};

describe('GET /api/users?search=', () => {
  it('finds a student by room, by a surname, by any word of a double name and by email', async () => {
    expect(await search('205')).toEqual([jin.id]);
    expect((await search('Park')).sort()).toEqual([jin.id, mina.id].sort());
    expect(await search('lee')).toEqual([mina.id]);
    expect(await search(jin.email)).toEqual([jin.id]);
    expect(await search(jin.email.split('@')[0] ?? '')).toEqual([jin.id]);
    expect(await search('emile')).toEqual([emile.id]);
    expect(await search('ZOLA')).toEqual([emile.id]);
    expect(await search('park 205')).toEqual([jin.id]);
    expect(await search('nobody')).toEqual([]);
  });

  it('never finds another hostel’s users, nor students among keepers', async () => {
    expect(await search('205', otherAdmin)).toEqual([stranger.id]);
    expect(await search('park', otherAdmin)).toEqual([stranger.id]);
    expect(await search(jin.email, otherAdmin)).toEqual([]);
    expect(await search('park', admin, 'roomkeeper')).toEqual([keeper.id]);
  });

  it('shows a user once however many of their tokens match, page after page', async () => {
    const ann = await makeUser('student', hostel, { name: 'Ann Annika Annabel', room: 'ann1' });
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await invoke('listUsers', {
        token: admin.token,
        query: { role: 'student', search: 'ann', limit: '1', ...(cursor ? { cursor } : {}) },
      });
      seen.push(...(page.body.items as { _id: string }[]).map((item) => item._id));
      cursor = page.body.cursor as string | undefined;
    } while (cursor);
    expect(seen).toEqual([ann.id]);
  });

  it('follows a new name and room, and forgets a removed user', async () => {
    const moving = await makeUser('student', hostel, { name: 'Olga Quist', room: '401' });
    await invoke('updateUser', { token: moving.token, body: { name: 'Olga Rask', room: '402' } });
    expect(await search('quist')).toEqual([]);
    expect(await search('401')).toEqual([]);
    expect(await search('rask')).toEqual([moving.id]);
    expect(await search('402')).toEqual([moving.id]);

    const removed = await invoke('deleteUsers', { token: admin.token, body: { ids: [moving.id] } });
    expect(removed.status).toBeLessThan(300);
    expect(await search('rask')).toEqual([]);
    expect(await queryAll(keys.searchTokens(hostel.id, 'student'), { range: { prefix: 'rask' } })).toEqual(
      [],
    );
  });

  it('costs the same calls with 5 or 30 users in the hostel', async () => {
    const before = await callsOf('listUsers', {
      token: admin.token,
      query: { role: 'student', search: 'park' },
    });
    for (let i = 0; i < 25; i++)
      await makeUser('student', hostel, { name: `Park Number${i}`, room: `9${i}` });
    const after = await callsOf('listUsers', {
      token: admin.token,
      query: { role: 'student', search: 'park' },
    });
    expect(before).toEqual({ status: 200, commands: ['GetItem', 'Query', 'BatchGetItem'] });
    expect(after).toEqual(before);
  });
});

describe('the search backfill', () => {
  it('writes the tokens of users made before, and a second run changes nothing', async () => {
    const { backfillSearchTokens } = await import('#functions/domain/search-backfill');
    const partition = keys.searchTokens(hostel.id, 'student');
    const stored = await queryAll(partition);
    for (const item of stored)
      await db.send(new DeleteCommand({ TableName: tableName, Key: { pk: item.pk, sk: item.sk } }));
    expect(await search('205')).toEqual([]);

    const positions: string[] = [];
    await backfillSearchTokens(hostel.id, { progress: (position) => positions.push(position) });
    const once = await queryAll(partition);
    // Resumed from its first report, the run goes over the rest again: the same items.
    await backfillSearchTokens(hostel.id, { resume: positions[0] });
    const twice = await queryAll(partition);

    expect(await search('205')).toEqual([jin.id]);
    expect(once).toEqual(stored);
    expect(twice).toEqual(stored);
  });
});

describe('GET /api/requests?student=', () => {
  it('lists one student’s requests to their hostel’s admin, and no one else’s', async () => {
    const own = await storeRequest(jin, 'Pending');
    await storeRequest(mina, 'Pending');
    const foreign = await storeRequest(stranger, 'Pending');

    const listed = await invoke('listRequests', { token: admin.token, query: { student: jin.id } });
    const across = await invoke('listRequests', { token: admin.token, query: { student: stranger.id } });
    const missing = await invoke('listRequests', { token: admin.token, query: { student: randomUUID() } });
    const byStudent = await invoke('listRequests', { token: jin.token, query: { student: jin.id } });

    expect(listed.status).toBe(200);
    expect((listed.body.items as { _id: string }[]).map((item) => item._id)).toEqual([own._id]);
    expect(across).toMatchObject({ status: 404, body: { code: 'user.notFound' } });
    expect(across.text).toBe(missing.text);
    expect(foreign._id).toBeTruthy();
    expect(byStudent).toMatchObject({ status: 403, body: { code: 'auth.roleNotAllowed' } });
  });
});
