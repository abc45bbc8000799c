/**
 * Door codes over the real handlers (issue 33): the print sheet makes each room's code once (also under
 * two prints at once), a replacement voids the old code, and a scanned code opens for each role what it
 * should — a resident's room, a keeper's clean of today with the scan on its timeline, a report to the
 * admins — while another hostel's code, a replaced one and a malformed one answer as unknown.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';

import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { allotVia, createVia } from './requests-fixtures';
import { type MadeRoom, residentIn, roomVia } from './room-requests-fixtures';

let admin: Account;
let keeper: Account;
let otherKeeper: Account;
let resident: Account;
let neighbour: Account;
let otherAdmin: Account;
let home: MadeRoom;
let nextDoor: MadeRoom;

/** The code of each room on a building's print sheet, by room id. */
async function print(building: string, by = admin) {
  const answer = await invoke('printDoorCodes', { token: by.token, body: { building } });
  expect(answer.status).toBe(200);
  return answer.body as {
    stickers: { roomId: string; number: string; code: string }[];
    made: number;
  };
}

const codesOf = (sheet: { stickers: { roomId: string; code: string }[] }) =>
  Object.fromEntries(sheet.stickers.map((sticker) => [sticker.roomId, sticker.code]));

async function stored(key: { pk: string; sk: string }) {
  const { db, tableName } = await import('#functions/data/store/client');
  return (await db.send(new GetCommand({ TableName: tableName, Key: key }))).Item;
}

const doorKey = async (code: string) => (await import('#functions/data/store/keys')).keys.doorCode(code);

// The clock stands at noon UTC (`Date` only): a clean of today is asked for later today.
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-15T12:00:00Z') });
  const hostel = await makeHostel();
  admin = await makeUser('admin', hostel, { name: 'Ada Admin' });
  keeper = await makeUser('roomkeeper', hostel, { name: 'Kai Keeper' });
  otherKeeper = await makeUser('roomkeeper', hostel, { name: 'Lou Keeper' });
  resident = await makeUser('student', hostel, { name: 'Sam Student' });
  neighbour = await makeUser('student', hostel, { name: 'Nia Student' });
  otherAdmin = await makeUser('admin', await makeHostel());
  home = await roomVia(admin, { building: 'Doors', floor: '1', number: '101', typeId: 'single' });
  nextDoor = await roomVia(admin, { building: 'Doors', floor: '1', number: '102', typeId: 'single' });
  await residentIn(resident, home);
});

afterAll(() => vi.useRealTimers());

describe('POST /api/doorCodes (the print sheet)', () => {
  it('gives each room of the building a code once, in walking order', async () => {
    const first = await print('Doors');
    expect(first.stickers.map((sticker) => sticker.number)).toEqual(['101', '102']);
    expect(first.made).toBe(2);
    for (const sticker of first.stickers) expect(sticker.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const again = await print('Doors');
    expect(again.made).toBe(0);
    expect(codesOf(again)).toEqual(codesOf(first));
    const item = await stored(await doorKey(codesOf(first)[home.id]!));
    expect(item).toMatchObject({ roomId: home.id, hostelId: admin.hostelId });
  });

  it('makes each code once when two admins print the same rooms at once', async () => {
    const range = await invoke('createRoomRange', {
      token: admin.token,
      body: { building: 'Race', floor: '2', typeId: 'single', from: 201, to: 215 },
    });
    expect(range.status).toBe(200);
    const [one, two] = await Promise.all([print('Race'), print('Race')]);
    expect(one.stickers).toHaveLength(15);
    expect(codesOf(one)).toEqual(codesOf(two));
    expect(one.made + two.made).toBe(15);
    const { keys } = await import('#functions/data/store/keys');
    for (const [roomId, code] of Object.entries(codesOf(one))) {
      expect(await stored(keys.doorCode(code))).toMatchObject({ roomId });
      expect(await stored(keys.room(admin.hostelId, roomId))).toMatchObject({ doorCode: code });
    }
  });

  it('keeps the code through an edit of the room', async () => {
    const code = codesOf(await print('Doors'))[nextDoor.id]!;
    const page = await invoke('listRooms', { token: admin.token, query: { building: 'Doors' } });
    const room = page.body.data.find((item: { id: string }) => item.id === nextDoor.id);
    expect(room).not.toHaveProperty('doorCode');
    const edit = await invoke('updateRoom', {
      token: admin.token,
      body: {
        roomId: room.id,
        version: room.version,
        building: 'Doors',
        floor: '1',
        number: '102',
        typeId: 'twin',
        beds: 2,
      },
    });
    expect(edit.status).toBe(200);
    expect(codesOf(await print('Doors'))[nextDoor.id]).toBe(code);
  });
});

describe('POST /api/doorCodes/replace', () => {
  it('voids the old code in the same change', async () => {
    const old = codesOf(await print('Doors'))[nextDoor.id]!;
    const answer = await invoke('replaceDoorCode', { token: admin.token, body: { roomId: nextDoor.id } });
    expect(answer.status).toBe(200);
    expect(answer.body.code).not.toBe(old);
    expect(await stored(await doorKey(old))).toBeUndefined();
    const scanOld = await invoke('openDoor', { token: neighbour.token, params: { code: old } });
    expect(scanOld.status).toBe(404);
    expect(scanOld.body.code).toBe('door.unknown');
    const scanNew = await invoke('openDoor', { token: neighbour.token, params: { code: answer.body.code } });
    expect(scanNew.status).toBe(200);
    expect(codesOf(await print('Doors'))[nextDoor.id]).toBe(answer.body.code);
  });

  it('answers another hostel’s room as a missing one', async () => {
    const answer = await invoke('replaceDoorCode', { token: otherAdmin.token, body: { roomId: home.id } });
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('room.notFound');
  });
});

describe('GET /api/doors/{code}', () => {
  it('offers the resident their room, and nobody else a clean of it', async () => {
    const code = codesOf(await print('Doors'))[home.id]!;
    const mine = await invoke('openDoor', { token: resident.token, params: { code } });
    expect(mine.body).toEqual({
      room: { id: home.id, building: 'Doors', floor: '1', number: '101', inService: true },
      resident: true,
      requests: [],
    });
    const theirs = await invoke('openDoor', { token: neighbour.token, params: { code } });
    expect(theirs.body).toMatchObject({ resident: false, requests: [] });
    const admins = await invoke('openDoor', { token: admin.token, params: { code } });
    expect(admins.body).toMatchObject({ resident: false, requests: [] });
  });

  it('answers another hostel’s code, a code never made and a malformed one alike', async () => {
    const code = codesOf(await print('Doors'))[home.id]!;
    const other = await invoke('openDoor', { token: otherAdmin.token, params: { code } });
    const never = await invoke('openDoor', { token: resident.token, params: { code: 'B'.repeat(22) } });
    const malformed = await invoke('openDoor', { token: resident.token, params: { code: 'not a code' } });
    for (const answer of [other, never, malformed]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(other.body);
    }
    expect(other.body.code).toBe('door.unknown');
    const long = await invoke('openDoor', { token: resident.token, params: { code: 'C'.repeat(101) } });
    expect(long.status).toBe(400);
  });
});

describe('a keeper at the door', () => {
  it('gets their clean of the room today, the scan on its timeline, then Start and Done', async () => {
    const code = codesOf(await print('Doors'))[home.id]!;
    const request = await allotVia(admin, await createVia(resident, 0, '13:00'), keeper);
    expect(request.roomId).toBe(home.id);
    const door = await invoke('openDoor', { token: keeper.token, params: { code } });
    expect(door.body.requests.map((row: { _id: string }) => row._id)).toEqual([request._id]);
    const elsewhere = await invoke('openDoor', { token: otherKeeper.token, params: { code } });
    expect(elsewhere.body.requests).toEqual([]);

    const scan = await invoke('scanDoor', { token: keeper.token, params: { code } });
    expect(scan.body).toEqual({ recorded: [request._id] });
    // The same visit is recorded once; another keeper has nothing of theirs here.
    expect((await invoke('scanDoor', { token: keeper.token, params: { code } })).body).toEqual({
      recorded: [],
    });
    expect((await invoke('scanDoor', { token: otherKeeper.token, params: { code } })).body).toEqual({
      recorded: [],
    });
    const timeline = await invoke('requestTimeline', { token: resident.token, query: { id: request._id } });
    expect(timeline.body.history.at(-1)).toMatchObject({
      action: 'scan',
      by: keeper.id,
      status: 'Scheduled',
    });
    expect(timeline.body.history.filter((entry: { action: string }) => entry.action === 'scan')).toHaveLength(
      1,
    );

    const start = await invoke('startRequest', { token: keeper.token, body: { id: request._id } });
    expect(start.status).toBe(200);
    const done = await invoke('completeRequest', {
      token: keeper.token,
      body: { id: request._id, timeIn: '11:30', timeOut: '11:50' },
    });
    expect(done.status).toBe(200);
    const after = await invoke('openDoor', { token: keeper.token, params: { code } });
    expect(after.body.requests).toMatchObject([{ _id: request._id, requestStatus: 'Completed' }]);
    expect((await invoke('scanDoor', { token: keeper.token, params: { code } })).body).toEqual({
      recorded: [],
    });
  });

  it('is refused to students and admins', async () => {
    const code = codesOf(await print('Doors'))[home.id]!;
    for (const account of [resident, admin])
      expect((await invoke('scanDoor', { token: account.token, params: { code } })).status).toBe(403);
  });
});

describe('POST /api/doors/{code}/report', () => {
  it('makes a maintenance report of the room, new on the board, and tells the admins in the bell', async () => {
    const code = codesOf(await print('Doors'))[home.id]!;
    const answer = await invoke('reportDoorProblem', {
      token: neighbour.token,
      params: { code },
      body: { text: 'The shower drips.' },
    });
    expect(answer.body).toEqual({ reportId: expect.any(String), told: 1 });
    const { reportId } = answer.body as { reportId: string };
    const report = await invoke('maintenanceReport', { token: admin.token, params: { id: reportId } });
    expect(report.body.report).toMatchObject({
      roomId: home.id,
      category: 'other',
      urgency: 'normal',
      text: 'The shower drips.',
      status: 'new',
      reporterName: 'Nia Student',
    });
    const sorted = await invoke('reportDoorProblem', {
      token: neighbour.token,
      params: { code },
      body: { text: 'Mice.', category: 'pests', urgency: 'urgent' },
    });
    const mine = await invoke('myMaintenanceReports', { token: neighbour.token });
    expect(mine.body.items.find((item: { id: string }) => item.id === sorted.body.reportId)).toMatchObject({
      category: 'pests',
      urgency: 'urgent',
    });
    const notes = await invoke('listNotifications', { token: admin.token });
    const note = notes.body.items.find((item: { reportId?: string }) => item.reportId === reportId);
    expect(note).toMatchObject({
      kind: 'maintenanceReported',
      room: 'Doors 101',
      byName: 'Nia Student',
      reason: 'The shower drips.',
      read: false,
    });
    const empty = await invoke('reportDoorProblem', {
      token: neighbour.token,
      params: { code },
      body: { text: ' ', category: 'roof', urgency: 'asap' },
    });
    expect(empty.status).toBe(400);
    const fields = empty.body.errors.map((error: { path: string }) => error.path);
    expect(fields.sort()).toEqual(['category', 'text', 'urgency']);
    const long = await invoke('reportDoorProblem', {
      token: neighbour.token,
      params: { code },
      body: { text: 'x'.repeat(1001) },
    });
    expect(long.status).toBe(400);
    const bad = await invoke('reportDoorProblem', {
      token: neighbour.token,
      params: { code: '../x' },
      body: { text: 'Hi' },
    });
    expect(bad.status).toBe(404);
    const other = await invoke('reportDoorProblem', {
      token: otherAdmin.token,
      params: { code },
      body: { text: 'Probing.' },
    });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('door.unknown');
  });

  it('holds back a person past ten reports in an hour, with Retry-After, and counts no refused one', async () => {
    const code = codesOf(await print('Doors'))[nextDoor.id]!;
    const report = (text: string) =>
      invoke('reportDoorProblem', { token: otherKeeper.token, params: { code }, body: { text } });
    for (let n = 1; n <= 10; n += 1) expect((await report(`Lamp ${n}`)).status).toBe(200);
    const held = await report('Lamp 11');
    // The clock stands at noon: the hour's window has all of its 3,600 seconds left.
    expect(held).toMatchObject({ status: 429, body: { code: 'door.reportLimit' } });
    expect(held.headers['retry-after']).toBe('3600');
    const notes = await invoke('listNotifications', { token: admin.token });
    const lamps = notes.body.items.filter((item: { reason?: string }) => item.reason?.startsWith('Lamp'));
    expect(lamps).toHaveLength(10);
    // Another person is not held back by this one's reports.
    expect(
      (await invoke('reportDoorProblem', { token: resident.token, params: { code }, body: { text: 'Hi' } }))
        .status,
    ).toBe(200);
  });
});
