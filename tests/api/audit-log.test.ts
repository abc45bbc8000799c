/**
 * The hostel's admin audit log (issue 34, `GET /api/auditLog`): a settings change, an approval, a decline
 * and a keeper's capacity change each leave one entry — who, what, when — written with the change itself, listed newest first to the
 * hostel's own admins only, and each entry expires after its own period (TTL).
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';

import { auditKeptDays } from '#functions/data/audit-log';
import { db, tableName } from '#functions/data/store/client';

import { type Account, hostelsWithAdmins, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { registerWaiting } from './registration-fixtures';

let admin: Account;
let otherAdmin: Account;
let hostel: { id: string; name: string };

beforeAll(async () => {
  ({ admin, otherAdmin } = await hostelsWithAdmins());
  hostel = { id: admin.hostelId, name: admin.hostel };
});

describe('GET /api/auditLog', () => {
  it('records who changed which settings to what, and who approved whom, newest first', async () => {
    const before = new Date().toISOString();
    const changed = await invoke('updateHostelSettings', {
      token: admin.token,
      body: { openLimit: 2, registration: 'open' },
    });
    expect(changed.status).toBe(200);
    await invoke('updateHostelSettings', { token: admin.token, body: { registration: 'approval' } });
    const waiting = await registerWaiting(hostel);
    expect((await invoke('approveUsers', { token: admin.token, body: { ids: [waiting.id] } })).status).toBe(
      200,
    );

    const log = await invoke('auditLog', { token: admin.token });
    expect(log.status).toBe(200);
    const [approval, second, first] = log.body.items;
    expect(approval).toMatchObject({
      action: 'approve',
      byId: admin.id,
      byName: admin.name,
      targets: [{ id: waiting.id }],
    });
    expect(second).toMatchObject({
      action: 'settings',
      changes: [{ name: 'registration', value: 'approval' }],
    });
    expect(first).toMatchObject({
      action: 'settings',
      byId: admin.id,
      changes: expect.arrayContaining([
        { name: 'openLimit', value: '2' },
        { name: 'registration', value: 'open' },
      ]),
    });
    expect(first.at >= before).toBe(true);
    expect(log.body.items).toHaveLength(3);
  });

  it('records who removed whom, with the removal', async () => {
    const leaving = await makeUser('student', hostel, { name: 'Lee Leaving' });
    expect((await invoke('deleteUsers', { token: admin.token, body: { ids: [leaving.id] } })).status).toBe(
      200,
    );
    const [newest] = (await invoke('auditLog', { token: admin.token })).body.items;
    expect(newest).toMatchObject({
      action: 'remove',
      byId: admin.id,
      targets: [{ id: leaving.id, name: 'Lee Leaving' }],
    });
  });

  it('records who declined whose registration, with the decline, and nothing for none declined', async () => {
    const waiting = await registerWaiting(hostel);
    const declined = await invoke('declineUsers', { token: admin.token, body: { ids: [waiting.id] } });
    const again = await invoke('declineUsers', { token: admin.token, body: { ids: [waiting.id] } });

    const log = (await invoke('auditLog', { token: admin.token })).body.items;
    expect(declined.status).toBe(200);
    expect(again.status).not.toBe(500);
    expect(log[0]).toMatchObject({ action: 'decline', byId: admin.id, targets: [{ id: waiting.id }] });
    expect(log.filter((entry: { action: string }) => entry.action === 'decline')).toHaveLength(1);
  });

  it('records who changed a keeper’s capacity and building to what; a refused change records nothing', async () => {
    const keeper = await makeUser('roomkeeper', hostel, { name: 'Kim Keeper' });
    const theirs = await makeUser('roomkeeper', { id: otherAdmin.hostelId, name: otherAdmin.hostel });
    const set = await invoke('setKeeperCapacity', {
      token: admin.token,
      body: { keeperId: keeper.id, minutes: 300 },
    });
    const reset = await invoke('setKeeperCapacity', {
      token: admin.token,
      body: { keeperId: keeper.id, minutes: null, building: null },
    });
    const elsewhere = await invoke('setKeeperCapacity', {
      token: admin.token,
      body: { keeperId: theirs.id, minutes: 120 },
    });

    const [newest, previous, older] = (await invoke('auditLog', { token: admin.token })).body.items;
    expect([set.status, reset.status, elsewhere.status]).toEqual([200, 200, 404]);
    expect(previous).toMatchObject({
      action: 'capacity',
      byId: admin.id,
      targets: [{ id: keeper.id, name: 'Kim Keeper' }],
      changes: [{ name: 'capacityMinutes', value: '300' }],
    });
    expect(newest).toMatchObject({
      action: 'capacity',
      changes: [
        { name: 'capacityMinutes', value: 'hostel default' },
        { name: 'building', value: 'none' },
      ],
    });
    expect(older.action).not.toBe('capacity');
    expect(reset.body).not.toHaveProperty('capacityMinutes');
  });

  it("shows another hostel's admin only their own hostel's log", async () => {
    const other = await invoke('auditLog', { token: otherAdmin.token });
    expect(other.status).toBe(200);
    expect(other.body.items).toEqual([]);
  });

  it('keeps each entry for its own period', async () => {
    const { Items = [] } = await db.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `HOSTEL#${hostel.id}#AUDIT` },
      }),
    );
    expect(Items.length).toBeGreaterThan(0);
    for (const item of Items) {
      const expected = Math.floor(Date.parse(String(item.at)) / 1000) + auditKeptDays * 86_400;
      expect(item.ttl).toBe(expected);
    }
  });

  it('pages with a cursor bound to the hostel', async () => {
    for (let n = 0; n < 26; n++)
      await invoke('updateHostelSettings', { token: admin.token, body: { registration: 'approval' } });
    const first = await invoke('auditLog', { token: admin.token });
    expect(first.body.items).toHaveLength(25);
    const next = await invoke('auditLog', { token: admin.token, query: { cursor: first.body.cursor } });
    expect(next.status).toBe(200);
    expect(next.body.items.length).toBeGreaterThan(0);
    const stolen = await invoke('auditLog', {
      token: otherAdmin.token,
      query: { cursor: first.body.cursor },
    });
    expect(stolen.status).toBe(400);
    // A student or keeper never reads it.
    const student = await makeUser('student', hostel);
    expect((await invoke('auditLog', { token: student.token })).status).toBe(403);
  });
});
