/**
 * The retention job (issue 34) over DynamoDB Local: a hostel's closed requests and feedback older than its
 * period lose their names and texts (counts, ratings and statuses stay), with their copies in the room's
 * partition; its old audit entries go, and with a period shorter than a notification's 60 days its old
 * notifications too; a request settled long after its date is caught by the watch of the old open ones;
 * newer items, open requests and another hostel's items stay as they were; a second run changes nothing
 * and a run stopped after one batch is continued by the next. Its calls are bounded and within its grant.
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';

import { db, onDynamoCall, tableName } from '#functions/data/store/client';
import { keys } from '#functions/data/store/keys';
import { runRetention } from '#functions/domain/retention-run';
import { retentionActions } from '#infra/lib/constructs/retention-work';
import type { CleanRequest } from '#shared/domain';

import { actionsOfCommand } from '../helpers/dynamo-actions';
import { invoke } from '../helpers/invoke';
import {
  auditCount,
  auditEntryAt,
  cleanInRoom,
  closedRequest,
  hostelsOf,
  itemOf,
  monthsAgo,
  noteAt,
  now,
  personal,
  putAll,
  world,
} from './retention-fixtures';

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
    // GetItem cursors · a Query of the 2 open partitions (old open requests to watch) · a Query of each
    // of the 5 partitions · a Query of the audit log (a 24-month period walks no notifications).
    expect(calls.map((call) => call.command)).toEqual(['GetItemCommand', ...Array(8).fill('QueryCommand')]);
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
  it('anonymizes a clean’s copies in its room’s partition with it, but not a later clean’s', async () => {
    const w = await world();
    const old = cleanInRoom(w, monthsAgo(30));
    // The same room cleaned again since: the room item names the later clean, which stays.
    const again = cleanInRoom(w, monthsAgo(1), String(old[0]!.roomId));
    await putAll([...old, ...again.filter((item) => item.entity !== 'Room')]);
    await putAll([{ ...old[2]!, ...again[2]! }]);

    const [result] = await runRetention(await hostelsOf(w), { now });

    expect(result).toMatchObject({ anonymized: 2, done: true });
    for (const stored of old.filter((item) => item.entity !== 'Room'))
      expect(personal(await itemOf(String(stored.pk), String(stored.sk)))).toBe(false);
    for (const stored of again.filter((item) => item.entity !== 'Room'))
      expect(await itemOf(String(stored.pk), String(stored.sk))).toEqual(stored);
    const room = again.find((item) => item.entity === 'Room')!;
    expect((await itemOf(String(room.pk), String(room.sk))).lastCleanedBy).toBe(w.keeper.name);
    // Run again: nothing more.
    expect((await runRetention(await hostelsOf(w), { now }))[0]).toMatchObject({ anonymized: 0 });
  });

  it('catches a request settled long after its date, once the walk has passed that date', async () => {
    const w = await world();
    const [late] = closedRequest(w, 'Scheduled', monthsAgo(30));
    // Another old open one, which is moved to a recent day and done there: not old any more.
    const [moved] = closedRequest(w, 'Scheduled', monthsAgo(29));
    // A rejected request of a later old date: the walk's cursor passes the late one's date.
    await putAll([late!, moved!, ...closedRequest(w, 'Rejected', monthsAgo(26))]);
    const first = await runRetention(await hostelsOf(w), { now });
    expect(first[0]).toMatchObject({ anonymized: 1, done: true });
    expect(await itemOf(String(late!.pk), String(late!.sk))).toEqual(late);
    expect(
      (await itemOf(keys.retentionCursor(w.hostel.id).pk, keys.retentionCursor(w.hostel.id).sk)).late,
    ).toEqual([late!._id, moved!._id]);

    // Rejected now, 30 months after its date: it moves to the Rejected partition, behind the cursor.
    const rejected = {
      ...late!,
      ...keys.requestListEntries({ ...(late as CleanRequest), requestStatus: 'Rejected' }),
      requestStatus: 'Rejected',
      rejectReason: { name: w.admin.name, message: 'Closed for painting' },
      version: 4,
    };
    await db.send(new PutCommand({ TableName: tableName, Item: rejected }));
    const today = new Date().toISOString().slice(0, 10);
    const done = {
      ...moved!,
      ...keys.requestListEntries({ ...(moved as CleanRequest), date: today, requestStatus: 'Completed' }),
      date: today,
      requestStatus: 'Completed',
      version: 4,
    };
    await db.send(new PutCommand({ TableName: tableName, Item: done }));
    const second = await runRetention(await hostelsOf(w), { now });

    expect(second[0]).toMatchObject({ anonymized: 1, done: true });
    const stored = await itemOf(String(late!.pk), String(late!.sk));
    expect(personal(stored)).toBe(false);
    expect(stored).toMatchObject({ requestStatus: 'Rejected', anonymizedAt: now.toISOString() });
    expect(await itemOf(String(moved!.pk), String(moved!.sk))).toEqual(done);
    const cursor = await itemOf(keys.retentionCursor(w.hostel.id).pk, keys.retentionCursor(w.hostel.id).sk);
    expect(cursor.late).toEqual([]);
    expect((await runRetention(await hostelsOf(w), { now }))[0]).toMatchObject({ anonymized: 0 });
  });

  it('deletes notifications older than a period shorter than their 60 days, and no others', async () => {
    const short = await world();
    const long = await world();
    const set = await invoke('updateHostelSettings', {
      token: short.admin.token,
      body: { requestRetentionMonths: 1 },
    });
    expect(set.status).toBe(200);
    const day = 24 * 60 * 60 * 1000;
    const old = noteAt(short.student, new Date(now.getTime() - 40 * day));
    const recent = noteAt(short.student, new Date(now.getTime() - 5 * day));
    const kept = noteAt(long.student, new Date(now.getTime() - 40 * day));
    await putAll([old, recent, kept]);
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.user(short.student.id),
        UpdateExpression: 'SET unreadNotes = :two',
        ExpressionAttributeValues: { ':two': 2 },
      }),
    );

    const [first] = await runRetention(await hostelsOf(short, long), { now });

    expect(first).toMatchObject({ deleted: 1, done: true });
    const gone = await db.send(new GetCommand({ TableName: tableName, Key: { pk: old.pk, sk: old.sk } }));
    expect(gone.Item).toBeUndefined();
    expect(await itemOf(recent.pk, recent.sk)).toEqual(recent);
    expect(await itemOf(kept.pk, kept.sk)).toEqual(kept);
    expect((await itemOf(keys.user(short.student.id).pk, 'USER')).unreadNotes).toBe(1);
    expect((await runRetention(await hostelsOf(short), { now }))[0]).toMatchObject({ deleted: 0 });
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
