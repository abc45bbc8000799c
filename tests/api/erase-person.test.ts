/**
 * An admin erases a person (issue 34, `POST /api/eraseUser`), over DynamoDB Local: a student with a
 * completed and rated clean, a maintenance report, a door report, notifications, a calendar link. After
 * the erasure no item of the whole table (inspections and the cleans waiting for one included) holds
 * their email or name (the test alone may Scan), the
 * hostel's analytics answer as before, their session is refused, their email is free, and their clean's
 * timeline names a former resident. A walk cut into many calls ends the same.
 */
import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';

import { erasedName } from '#shared/erasure';

import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { holding } from './erase-fixtures';
import { singleResults } from './inspection-fixtures';
import { allotVia, createVia, dateIn, onDayAhead } from './requests-fixtures';
import { type MadeRoom, roomVia } from './room-requests-fixtures';

let admin: Account;
let keeper: Account;
let student: Account;
let home: MadeRoom;
let doneId: string;

async function hostelItem() {
  const { db, tableName } = await import('#functions/data/store/client');
  const { keys } = await import('#functions/data/store/keys');
  return (await db.send(new GetCommand({ TableName: tableName, Key: keys.hostel(admin.hostelId) }))).Item!;
}

const analytics = () =>
  invoke('analytics', { token: admin.token, query: { from: dateIn(-7), to: dateIn(7) } });

/** Sends the erasure until it says it is done; answers the answers. */
async function eraseAll(id: string, by = admin) {
  const answers = [];
  for (let call = 0; call < 200; call++) {
    const answer = await invoke('eraseUser', { token: by.token, body: { id } });
    answers.push(answer);
    if (answer.status !== 200 || answer.body.done) break;
  }
  return answers;
}

/** The admin passes every item of a Completed clean's single-room checklist, with a note. */
const inspect = (requestId: string, note: string) =>
  invoke('inspectRequest', {
    token: admin.token,
    body: {
      requestId,
      note,
      results: singleResults(),
    },
  });

const sampleEvery = (inspectOneIn: number | null) =>
  invoke('updateHostelSettings', { token: admin.token, body: { inspectOneIn } });

/** A room made through the rooms API whose resident's clean `by` completes and the resident rates. */
async function keptRoomCleanedBy(by: Account, number: string) {
  const hostel = { id: admin.hostelId, name: admin.hostel };
  const room = await roomVia(admin, { building: 'Kept', floor: '2', number, typeId: 'single' });
  const resident = await makeUser('student', hostel, { name: 'Rita Resident' });
  const placed = await invoke('assignResident', {
    token: admin.token,
    body: { userId: resident.id, roomId: room.id },
  });
  expect(placed.status, placed.text).toBe(200);
  const request = await allotVia(admin, await createVia(resident, 1), by);
  expect(request.roomId).toBe(room.id);
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    await onDayAhead(1, by, async () => {
      const completed = await invoke('completeRequest', {
        token: by.token,
        body: { id: request._id, timeIn: '00:00', timeOut: '00:01' },
      });
      expect(completed.status, completed.text).toBe(200);
    });
  } finally {
    vi.useRealTimers();
  }
  const rated = await invoke('createRating', { token: resident.token, body: { id: request._id, rating: 5 } });
  expect(rated.status, rated.text).toBe(201);
  return { ...room, date: request.date };
}

beforeAll(async () => {
  const hostel = await makeHostel();
  admin = await makeUser('admin', hostel, { name: 'Ada Admin' });
  keeper = await makeUser('roomkeeper', hostel, { name: 'Kai Keeper' });
  student = await makeUser('student', hostel, { name: 'Erin Erasable', phone: '+44 7700 900555' });
  home = await roomVia(admin, { building: 'Erase', floor: '1', number: '101', typeId: 'single' });
  const placed = await invoke('assignResident', {
    token: admin.token,
    body: { userId: student.id, roomId: home.id },
  });
  expect(placed.status, placed.text).toBe(200);

  const done = await allotVia(admin, await createVia(student, 1), keeper);
  doneId = done._id;
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    await onDayAhead(1, keeper, async () => {
      const completed = await invoke('completeRequest', {
        token: keeper.token,
        body: { id: done._id, timeIn: '00:00', timeOut: '00:01' },
      });
      expect(completed.status, completed.text).toBe(200);
    });
  } finally {
    vi.useRealTimers();
  }
  // The admin's inspection of the clean names the student in its note.
  const inspected = await inspect(done._id, `Erin Erasable (${student.email}) keeps it tidy`);
  expect(inspected.status, inspected.text).toBe(201);
  const rated = await invoke('createRating', {
    token: student.token,
    body: { id: done._id, rating: 4, message: 'Erin says spotless', complaint: 'Bin not emptied' },
  });
  expect(rated.status, rated.text).toBe(201);
  const report = await invoke('createMaintenanceReport', {
    token: student.token,
    body: { category: 'plumbing', urgency: 'urgent', text: 'The tap leaks, call Erin Erasable' },
  });
  expect(report.status, report.text).toBe(201);
  const sheet = await invoke('printDoorCodes', { token: admin.token, body: { building: 'Erase' } });
  const code = (sheet.body.stickers as { roomId: string; code: string }[]).find(
    (s) => s.roomId === home.id,
  )!.code;
  const door = await invoke('reportDoorProblem', {
    token: student.token,
    params: { code },
    body: { text: 'The door sticks' },
  });
  expect(door.status, door.text).toBe(200);
  expect((await invoke('makeCalendarFeed', { token: student.token })).status).toBe(201);
});

describe('POST /api/eraseUser', () => {
  it('leaves no item with their email or name, the counts as they were, and frees the email', async () => {
    expect(await holding(student.email, student.name)).toEqual(
      expect.arrayContaining([expect.objectContaining({ entity: 'Inspection' })]),
    );
    const before = { analytics: (await analytics()).body, hostel: await hostelItem() };

    const answers = await eraseAll(student.id);
    expect(answers.at(-1)).toMatchObject({ status: 200, body: { id: student.id, done: true } });

    expect(await holding(student.email, student.name)).toEqual([]);
    expect((await analytics()).body).toEqual(before.analytics);
    // The hostel counts one student fewer, as a removal does; every other counter is as it was.
    const { students, updatedAt: _at, ...others } = await hostelItem();
    const { students: studentsBefore, updatedAt: _before, ...othersBefore } = before.hostel;
    expect(students).toBe(Number(studentsBefore) - 1);
    expect(others).toEqual(othersBefore);

    expect((await invoke('authGetUser', { token: student.token })).status).toBe(401);
    const again = await invoke('createUser', {
      token: admin.token,
      body: { role: 'student', fullname: 'Someone New', email: student.email },
    });
    expect(again.status, again.text).toBe(201);
  });

  it('shows a former resident on the clean, its feedback and the audit log, and repeats harmlessly', async () => {
    const timeline = await invoke('requestTimeline', { token: admin.token, query: { id: doneId } });
    expect(timeline.status).toBe(200);
    expect(JSON.stringify(timeline.body)).toContain(erasedName);
    expect(JSON.stringify(timeline.body)).not.toContain('spotless');
    const ratings = await invoke('listRatings', { token: admin.token });
    expect(ratings.body.items).toEqual([
      expect.objectContaining({
        requestId: doneId,
        studentId: student.id,
        studentName: erasedName,
        message: '',
      }),
    ]);
    const log = await invoke('auditLog', { token: admin.token });
    expect(log.body.items[0]).toMatchObject({
      action: 'erase',
      byId: admin.id,
      targets: [{ id: student.id, name: erasedName }],
    });
    expect(await invoke('eraseUser', { token: admin.token, body: { id: student.id } })).toMatchObject({
      status: 200,
      body: { id: student.id, done: true },
    });
  });

  it('goes on from where it stopped when the walk is cut into calls of one step', async () => {
    const { eraseLimits } = await import('#functions/domain/user-erasure');
    const hostel = { id: admin.hostelId, name: admin.hostel };
    const leaver = await makeUser('roomkeeper', hostel, { name: 'Lee Leaver' });
    await allotVia(admin, await createVia(await makeUser('student', hostel), 2), leaver);
    // A clean of an inventory room, done and rated: the room, its CLEAN# and RATING# items and the day's
    // board entry name the keeper, and (every clean sampled) its pointer in the cleans waiting for
    // inspection too.
    expect((await sampleEvery(1)).status).toBe(200);
    let cleaned: Awaited<ReturnType<typeof keptRoomCleanedBy>>;
    let since: Awaited<ReturnType<typeof keptRoomCleanedBy>>;
    try {
      cleaned = await keptRoomCleanedBy(leaver, '201');
      // Another room they cleaned, whose CLEAN# item is gone and which someone else cleaned since: the
      // walk leaves both alone and still ends (a write on a condition known to fail would cancel every
      // step). Its inspection's note names the keeper.
      since = await keptRoomCleanedBy(leaver, '202');
    } finally {
      await sampleEvery(null);
    }
    const sinceClean = await invoke('inspectionsDue', { token: admin.token });
    expect(sinceClean.status, sinceClean.text).toBe(200);
    const sinceId = (sinceClean.body.items as { requestId: string; room: string }[]).find(
      (item) => item.room === '202',
    )!.requestId;
    const inspected = await inspect(sinceId, `Lee Leaver (${leaver.email}) left the bins full`);
    expect(inspected.status, inspected.text).toBe(201);
    const { db, tableName } = await import('#functions/data/store/client');
    const { keys } = await import('#functions/data/store/keys');
    const sinceRoom = keys.room(admin.hostelId, since.id);
    const cleans = await db.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :clean)',
        ExpressionAttributeValues: { ':pk': sinceRoom.pk, ':clean': 'CLEAN#' },
      }),
    );
    for (const item of cleans.Items ?? [])
      await db.send(new DeleteCommand({ TableName: tableName, Key: { pk: item.pk, sk: item.sk } }));
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: sinceRoom,
        UpdateExpression: 'SET lastCleanedBy = :name, lastCleanedById = :id',
        ExpressionAttributeValues: { ':name': keeper.name, ':id': keeper.id },
      }),
    );
    expect(await holding(leaver.name)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ entity: 'RoomClean' }),
        expect.objectContaining({ entity: 'RoomRating' }),
        expect.objectContaining({ entity: 'Inspection' }),
        expect.objectContaining({ entity: 'InspectionDue' }),
      ]),
    );
    const steps = eraseLimits.stepsPerCall;
    eraseLimits.stepsPerCall = 1;
    try {
      const answers = await eraseAll(leaver.id);
      expect(answers.length).toBeGreaterThan(10);
      expect(answers.slice(0, -1).every((answer) => answer.status === 200 && !answer.body.done)).toBe(true);
      expect(answers.at(-1)!.body).toEqual({ id: leaver.id, done: true });
    } finally {
      eraseLimits.stepsPerCall = steps;
    }
    expect(await holding(leaver.email, leaver.name)).toEqual([]);
    // The keeper's open clean went back to Pending, given back by a former resident.
    const pending = await invoke('adminDashboard', { token: admin.token });
    expect(JSON.stringify(pending.body)).toContain(erasedName);
    // The room they cleaned names a former resident, on its page and on the board.
    const page = await invoke('roomPage', { token: admin.token, query: { roomId: cleaned.id } });
    expect(page.status, page.text).toBe(200);
    expect(JSON.stringify(page.body)).toContain(erasedName);
    const board = await invoke('roomBoard', {
      token: admin.token,
      query: { building: cleaned.building, date: cleaned.date },
    });
    expect(board.status, board.text).toBe(200);
    expect(JSON.stringify(board.body)).toContain(erasedName);
    const kept = await db.send(new GetCommand({ TableName: tableName, Key: sinceRoom }));
    expect(kept.Item).toMatchObject({ lastCleanedBy: keeper.name, lastCleanedById: keeper.id });
  });

  it('refuses the caller themselves, an admin, and another hostel’s person as a missing one', async () => {
    const other = await makeUser('admin', { id: admin.hostelId, name: admin.hostel });
    const self = await invoke('eraseUser', { token: admin.token, body: { id: admin.id } });
    expect(self).toMatchObject({ status: 400, body: { code: 'user.removeSelf' } });
    const anAdmin = await invoke('eraseUser', { token: admin.token, body: { id: other.id } });
    expect(anAdmin).toMatchObject({ status: 403, body: { code: 'user.notRemovable' } });
    const elsewhere = await makeUser('student', await makeHostel());
    const foreign = await invoke('eraseUser', { token: admin.token, body: { id: elsewhere.id } });
    const missing = await invoke('eraseUser', { token: admin.token, body: { id: crypto.randomUUID() } });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
  });
});
