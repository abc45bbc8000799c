/**
 * The retention job (issue 34) over DynamoDB Local: a hostel's closed requests and feedback older than its
 * period lose their names and texts (counts, ratings and statuses stay), its old audit entries go; newer
 * items, open requests and another hostel's items stay as they were; a second run changes nothing and a
 * run stopped after one batch is continued by the next. Its calls are bounded and within its grant.
 */
import { randomUUID } from 'node:crypto';

import { BatchWriteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';

import { auditPut } from '#functions/data/audit-log';
import { getSettings } from '#functions/data/hostel-settings';
import { db, onDynamoCall, tableName } from '#functions/data/store/client';
import { keys } from '#functions/data/store/keys';
import { transact } from '#functions/data/store/transact';
import { runRetention } from '#functions/domain/retention-run';
import type { RunHostel } from '#functions/domain/run-hostels';
import { retentionActions } from '#infra/lib/constructs/retention-work';
import type { CleanRequest } from '#shared/domain';
import { monthsBefore } from '#shared/retention';
import type { RequestStatus } from '#shared/status';

import { actionsOfCommand } from '../helpers/dynamo-actions';
import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';

const now = new Date();
const monthsAgo = (months: number) => monthsBefore(now, months);
const dateOf = (at: Date) => at.toISOString().slice(0, 10);

interface World {
  hostel: { id: string; name: string };
  admin: Account;
  student: Account;
  keeper: Account;
}

async function world(): Promise<World> {
  const hostel = await makeHostel();
  return {
    hostel,
    admin: await makeUser('admin', hostel),
    student: await makeUser('student', hostel, { name: 'Nadia Privatename' }),
    keeper: await makeUser('roomkeeper', hostel, { name: 'Kofi Keepername' }),
  };
}

async function putAll(items: Record<string, unknown>[]) {
  for (let start = 0; start < items.length; start += 25) {
    const batch = items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
    await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: batch } }));
  }
}

/** A closed request of `at`, stored as the routes store one, with its rating (a Completed one). */
function closedRequest(w: World, status: RequestStatus, at: Date): Record<string, unknown>[] {
  const id = randomUUID();
  const iso = at.toISOString();
  const request: CleanRequest = {
    _id: id,
    hostelId: w.hostel.id,
    studentId: w.student.id,
    studentName: w.student.name,
    room: '205',
    floor: '2',
    date: dateOf(at),
    time: '10:00',
    message: 'Please mind the cat, Nadia',
    requestStatus: status,
    roomkeeper: w.keeper.name,
    roomKeeperId: w.keeper.id,
    ...(status === 'Rejected'
      ? { rejectReason: { name: w.admin.name, message: 'Closed for painting' } }
      : {}),
    createdAt: iso,
    updatedAt: iso,
    version: 3,
    history: [
      { at: iso, by: w.student.id, byName: w.student.name, action: 'create', status: 'Pending' },
      {
        at: iso,
        by: w.admin.id,
        byName: w.admin.name,
        action: status === 'Rejected' ? 'reject' : 'allot',
        status: status === 'Rejected' ? 'Rejected' : 'Scheduled',
        note: 'Kofi knows the room',
      },
    ],
  };
  const items: Record<string, unknown>[] = [
    { ...keys.request(id), ...keys.requestListEntries(request), entity: 'Request', ...request },
  ];
  if (status === 'Completed') {
    const scope = { studentId: w.student.id, hostelId: w.hostel.id, roomKeeperId: w.keeper.id };
    items.push({
      ...keys.feedback(id, 'RATING'),
      ...keys.feedbackListEntries('RATING', scope, iso, id),
      entity: 'Feedback',
      hostelId: w.hostel.id,
      requestId: id,
      kind: 'rating',
      room: '205',
      floor: '2',
      date: request.date,
      time: '10:00',
      studentId: w.student.id,
      studentName: w.student.name,
      roomKeeperId: w.keeper.id,
      roomkeeper: w.keeper.name,
      rating: 4,
      message: 'Thank you Kofi',
      createdAt: iso,
    });
  }
  return items;
}

async function auditEntryAt(w: World, at: Date) {
  await transact([
    auditPut({ ...w.admin, _id: w.admin.id }, { action: 'settings', changes: [] }, at.toISOString()),
  ]);
}

const itemOf = async (pk: string, sk: string) =>
  (await db.send(new GetCommand({ TableName: tableName, Key: { pk, sk }, ConsistentRead: true }))).Item!;

const auditCount = async (hostelId: string) =>
  (
    await db.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `HOSTEL#${hostelId}#AUDIT` },
        ConsistentRead: true,
      }),
    )
  ).Items!.length;

const hostelsOf = async (...worlds: World[]): Promise<RunHostel[]> =>
  Promise.all(worlds.map(async (w) => ({ ...w.hostel, settings: await getSettings(w.hostel.id) })));

/** Every stored item that names the hostel's student or keeper or carries their texts. */
const personal = (item: Record<string, unknown>) =>
  /Nadia|Kofi|cat|painting|Thank you/.test(JSON.stringify(item));

describe('the retention job', () => {
  it('anonymizes old closed requests and feedback, deletes old audit entries, and leaves the rest', async () => {
    const here = await world();
    const other = await world();
    // The other hostel keeps requests ten years: its 30-month-old items are within its period.
    expect(
      (
        await invoke('updateHostelSettings', {
          token: other.admin.token,
          body: { requestRetentionMonths: 120 },
        })
      ).status,
    ).toBe(200);
    const old = [
      ...closedRequest(here, 'Completed', monthsAgo(30)),
      ...closedRequest(here, 'Rejected', monthsAgo(25)),
    ];
    const recent = closedRequest(here, 'Completed', monthsAgo(1));
    const elsewhere = closedRequest(other, 'Completed', monthsAgo(30));
    await putAll([...old, ...recent, ...elsewhere]);
    await auditEntryAt(here, monthsAgo(25));
    await auditEntryAt(here, monthsAgo(2));
    const auditBefore = await auditCount(here.hostel.id);

    const [first] = await runRetention(await hostelsOf(here, other), { now });
    expect(first).toMatchObject({ hostelId: here.hostel.id, anonymized: 3, deleted: 1, done: true });

    for (const stored of old) {
      const item = await itemOf(String(stored.pk), String(stored.sk));
      expect(personal(item)).toBe(false);
      expect(item.anonymizedAt).toBe(now.toISOString());
      // What the counts, lists and analytics read stays.
      expect(item).toMatchObject({ studentId: here.student.id, room: '205', gsi2pk: stored.gsi2pk });
      if (item.entity === 'Feedback') expect(item.rating).toBe(4);
      else {
        expect(item.requestStatus).toBe(stored.requestStatus);
        expect((item.history as unknown[]).length).toBe(2);
      }
    }
    for (const stored of [...recent, ...elsewhere])
      expect(await itemOf(String(stored.pk), String(stored.sk))).toEqual(stored);
    expect(await auditCount(here.hostel.id)).toBe(auditBefore - 1);

    // The site still lists the anonymized requests, as valid answers.
    const history = await invoke('listRequests', { token: here.admin.token, query: { status: 'Completed' } });
    expect(history.status).toBe(200);

    // Run twice: nothing more is read past the cursors, nothing is written.
    const hostels = await hostelsOf(here);
    const calls: { command: string; actions: string[] }[] = [];
    const stop = onDynamoCall((command, input) =>
      calls.push({ command, actions: actionsOfCommand(command, input) }),
    );
    const [again] = await runRetention(hostels, { now });
    stop();
    expect(again).toMatchObject({ anonymized: 0, deleted: 0, done: true });
    // GetItem cursors · a Query of each of the 5 partitions · a Query of the audit log.
    expect(calls.map((call) => call.command)).toEqual(['GetItemCommand', ...Array(6).fill('QueryCommand')]);
  });

  it('stops after its budget of batches and the next run goes on from the cursor', async () => {
    const w = await world();
    const stored = Array.from({ length: 30 }, (_, i) =>
      closedRequest(w, 'Rejected', monthsAgo(26 + (i % 5))),
    ).flat();
    await putAll(stored);

    const calls: string[] = [];
    const stop = onDynamoCall((command, input) => calls.push(...actionsOfCommand(command, input)));
    const [first] = await runRetention(await hostelsOf(w), { now, maxBatches: 1 });
    expect(first).toMatchObject({ anonymized: 24, done: false });
    const [second] = await runRetention(await hostelsOf(w), { now });
    stop();
    expect(second).toMatchObject({ anonymized: 6, done: true });
    for (const item of stored) expect(personal(await itemOf(String(item.pk), String(item.sk)))).toBe(false);
    expect(new Set(calls).size).toBeGreaterThan(0);
    for (const action of calls) expect(retentionActions).toContain(action);
  });
});

describe('POST /api/hostelSettings, retention', () => {
  it('saves the periods and answers them; the defaults before', async () => {
    const w = await world();
    const before = await invoke('hostelSettings', { token: w.admin.token });
    expect(before.body).toMatchObject({ requestRetentionMonths: 24, auditRetentionMonths: 24 });
    const changed = await invoke('updateHostelSettings', {
      token: w.admin.token,
      body: { requestRetentionMonths: 36, auditRetentionMonths: 12 },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ requestRetentionMonths: 36, auditRetentionMonths: 12 });
    const log = await invoke('auditLog', { token: w.admin.token });
    expect(log.body.items[0]).toMatchObject({
      action: 'settings',
      byId: w.admin.id,
      changes: expect.arrayContaining([
        { name: 'requestRetentionMonths', value: '36' },
        { name: 'auditRetentionMonths', value: '12' },
      ]),
    });
  });

  it.each([
    { requestRetentionMonths: 0 },
    { requestRetentionMonths: 121 },
    { requestRetentionMonths: 2.5 },
    { auditRetentionMonths: 25 },
    { auditRetentionMonths: '12' },
  ])('refuses %o with 400 input.invalid and changes nothing', async (body) => {
    const w = await world();
    const answer = await invoke('updateHostelSettings', { token: w.admin.token, body: body as never });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('input.invalid');
    const after = await invoke('hostelSettings', { token: w.admin.token });
    expect(after.body).toMatchObject({ requestRetentionMonths: 24, auditRetentionMonths: 24 });
  });
});
