/**
 * The residents' side of recurring cleaning (issue 31) over DynamoDB Local: the job tells a room's residents
 * of each clean within the hostel's notice exactly once, even under two runs at once; a resident skips or
 * moves a clean of their room until the cutoff, and no one else may (another room's, another hostel's:
 * missing); three skips in a row flag the room to the admins once, and a recurring clean done resets it.
 */
import { randomUUID } from 'node:crypto';

import type { Recurrence } from '#shared/answers/recurring';
import { addDays, todayIn, weekdayOf } from '#shared/request-dates';

import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { deliverStream, readOutbox } from '../helpers/outbox';
import { newBuilding, roomCalls } from '../helpers/rooms';

const today = todayIn('UTC', new Date());
/** Two days on: always more than the default 2-hour cutoff ahead, never more than 72 hours. */
const slot = addDays(today, 2);
const mondayOf = (date: string) => addDays(date, -((weekdayOf(date) + 6) % 7));
/** Another day of the slot's week, today or later. */
const sameWeek = mondayOf(addDays(slot, 1)) === mondayOf(slot) ? addDays(slot, 1) : addDays(slot, -1);

interface World {
  hostel: { id: string; name: string };
  admin: Account;
  building: string;
  roomIds: string[];
  /** One resident in each room, in order. */
  residents: Account[];
}

async function world(rooms: number): Promise<World> {
  const hostel = await makeHostel();
  const admin = await makeUser('admin', hostel);
  const building = newBuilding();
  const added = await roomCalls(() => admin.token).addRange(building, 1, rooms);
  if (added.status !== 201 && added.status !== 200) throw new Error(`rooms refused: ${added.text}`);
  const roomIds = (added.body.created as { id: string }[]).map((room) => room.id);
  const residents: Account[] = [];
  for (const roomId of roomIds) {
    const student = await makeUser('student', hostel);
    const placed = await invoke('assignResident', {
      token: admin.token,
      body: { userId: student.id, roomId },
    });
    if (placed.status !== 200) throw new Error(`resident refused: ${placed.text}`);
    residents.push(student);
  }
  return { hostel, admin, building, roomIds, residents };
}

async function recurrenceOf(w: World, weekdays: number[] = [weekdayOf(slot)]): Promise<Recurrence> {
  const { putRecurrence } = await import('#functions/data/recurrences');
  const now = new Date().toISOString();
  return putRecurrence({
    _id: randomUUID(),
    hostelId: w.hostel.id,
    name: 'Weekly rooms',
    target: { kind: 'type', roomTypeId: 'single', building: w.building, floor: '1' },
    cadence: { kind: 'weekly', weekdays },
    from: '10:00',
    to: '12:00',
    start: today,
    closedDays: 'move',
    autoAllot: false,
    paused: false,
    createdAt: now,
    updatedAt: now,
    version: 1,
  });
}

const settings = (w: World, body: Record<string, unknown>) =>
  invoke('updateHostelSettings', { token: w.admin.token, body });

async function run(w: World) {
  const { getSettings } = await import('#functions/data/hostel-settings');
  const { runRecurring } = await import('#functions/domain/recurring-run');
  const hostel = { ...w.hostel, settings: await getSettings(w.hostel.id) };
  const [result] = await runRecurring([hostel], { now: new Date() });
  return result!;
}

interface Listed {
  _id: string;
  date: string;
  time: string;
  requestStatus: string;
  recurrenceId?: string;
}
const mine = async (student: Account) =>
  (await invoke('roomRecurringCleans', { token: student.token })).body.requests as Listed[];

const notes = async (account: Account) =>
  (await invoke('listNotifications', { token: account.token })).body.items as {
    kind: string;
    requestId?: string;
    reason?: string;
    count?: number;
  }[];

async function storedRoom(w: World, roomId: string) {
  const { getRoom } = await import('#functions/data/rooms');
  return getRoom(w.hostel.id, roomId);
}

describe('residents told ahead', () => {
  it('tells each room once within the notice, even under two runs at once', async () => {
    const w = await world(3);
    await recurrenceOf(w);
    // No notice: the run makes the cleans and tells no one yet.
    expect((await settings(w, { noticeHours: 0 })).status).toBe(200);
    const made = await run(w);
    expect(made).toMatchObject({ made: 3, told: 0 });
    expect((await notes(w.residents[0]!)).filter((note) => note.kind === 'cleanAhead')).toEqual([]);

    expect((await settings(w, { noticeHours: 168 })).status).toBe(200);
    const [a, b] = await Promise.all([run(w), run(w)]);
    const again = await run(w);

    expect(a.told + b.told).toBe(3);
    expect(again.told).toBe(0);
    for (const resident of w.residents) {
      const [clean] = await mine(resident);
      const told = (await notes(resident)).filter((note) => note.kind === 'cleanAhead');
      expect(told).toEqual([expect.objectContaining({ requestId: clean!._id, count: 2 })]);
    }
  }, 90_000);

  it('mails each resident in their language, once', async () => {
    const w = await world(1);
    const resident = w.residents[0]!;
    const profile = await invoke('updateUser', { token: resident.token, body: { language: 'ja' } });
    expect(profile.status).toBe(200);
    // A week's notice: the clean two days on is within it whatever the hour the test runs at.
    expect((await settings(w, { noticeHours: 168 })).status).toBe(200);
    await recurrenceOf(w);

    await run(w);
    await run(w);
    await deliverStream();
    const mails = (await readOutbox()).filter((mail) => mail.to === resident.email);

    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/号室の定期清掃は .+ 10:00 です$/);
  }, 60_000);
});

describe('skip and move', () => {
  it('lets a resident skip their room’s clean with a reason, and the keeper and admins see why', async () => {
    const w = await world(1);
    const keeper = await makeUser('roomkeeper', w.hostel);
    await recurrenceOf(w);
    await run(w);
    const resident = w.residents[0]!;
    const [clean] = await mine(resident);
    expect(clean).toMatchObject({ date: slot, requestStatus: 'Pending' });
    const allotted = await invoke('allotRequest', {
      token: w.admin.token,
      body: { id: clean!._id, roomKeeper: keeper.name },
    });
    expect(allotted.status).toBe(200);
    // The board marks the room's day with a regular clean until it is skipped.
    const onBoard = async () =>
      (
        await invoke('roomBoard', { token: w.admin.token, query: { building: w.building, date: slot } })
      ).body.rooms.find((room: { id: string }) => room.id === w.roomIds[0]);
    expect(await onBoard()).toMatchObject({ scheduled: 1, regular: 1 });

    const skipped = await invoke('skipRecurringClean', {
      token: resident.token,
      body: { id: clean!._id, reason: 'Exams this week' },
    });
    const timeline = await invoke('requestTimeline', { token: w.admin.token, query: { id: clean!._id } });

    expect(skipped.status).toBe(200);
    expect(skipped.body).toMatchObject({ requestStatus: 'Rejected', recurrenceId: clean!.recurrenceId });
    expect(timeline.body.history.at(-1)).toMatchObject({ action: 'skip', note: 'Exams this week' });
    expect(timeline.body.recurrenceId).toBe(clean!.recurrenceId);
    for (const told of [w.admin, keeper])
      expect(await notes(told)).toContainEqual(
        expect.objectContaining({ kind: 'skipped', requestId: clean!._id, reason: 'Exams this week' }),
      );
    // Off the keeper's list: their dashboard no longer shows it.
    const list = await invoke('roomkeeperDashboard', { token: keeper.token });
    expect(JSON.stringify(list.body)).not.toContain(clean!._id);
    expect(await mine(resident)).toEqual([]);
    expect((await storedRoom(w, w.roomIds[0]!))?.skipsInARow).toBe(1);
    expect(await onBoard()).not.toHaveProperty('regular');
  }, 60_000);

  it('lets a resident move it to another day of its week, not to another week', async () => {
    const w = await world(1);
    await recurrenceOf(w);
    await run(w);
    const resident = w.residents[0]!;
    const [clean] = await mine(resident);

    const otherWeek = await invoke('moveRecurringClean', {
      token: resident.token,
      body: { id: clean!._id, date: addDays(slot, 7), time: '10:00' },
    });
    const moved = await invoke('moveRecurringClean', {
      token: resident.token,
      body: { id: clean!._id, date: sameWeek, time: '11:00' },
    });

    expect(otherWeek.status).toBe(400);
    expect(otherWeek.body.code).toBe('recurrence.otherWeek');
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ date: sameWeek, time: '11:00', requestStatus: 'Pending' });
    expect(moved.body.history.at(-1)).toMatchObject({ action: 'move', by: resident.id });
  }, 60_000);

  it('refuses after the cutoff, and answers another room’s or hostel’s clean as a missing one', async () => {
    const w = await world(2);
    const other = await world(1);
    await recurrenceOf(w);
    await run(w);
    const [own, neighbour] = w.residents;
    const [clean] = await mine(own!);
    const outsider = other.residents[0]!;
    const missing = { id: randomUUID() };

    const answers = await Promise.all([
      invoke('skipRecurringClean', { token: neighbour!.token, body: { id: clean!._id } }),
      invoke('skipRecurringClean', { token: outsider.token, body: { id: clean!._id } }),
      invoke('skipRecurringClean', { token: own!.token, body: missing }),
      invoke('moveRecurringClean', {
        token: neighbour!.token,
        body: { id: clean!._id, date: sameWeek, time: '10:00' },
      }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('request.notFound');
    }
    // 72 hours of cutoff: a clean two days on is past it.
    expect((await settings(w, { changeCutoffHours: 72 })).status).toBe(200);
    const late = await invoke('skipRecurringClean', { token: own!.token, body: { id: clean!._id } });
    const lateMove = await invoke('moveRecurringClean', {
      token: own!.token,
      body: { id: clean!._id, date: sameWeek, time: '10:00' },
    });

    expect(late.status).toBe(409);
    expect(late.body.code).toBe('request.changeTooLate');
    expect(lateMove.body.code).toBe('request.changeTooLate');
    expect((await mine(own!)).map((request) => request.requestStatus)).toEqual(['Pending']);
  }, 90_000);
});

describe('a room skipped three times in a row', () => {
  it('is flagged to the admins once, and a recurring clean done resets it', async () => {
    const w = await world(1);
    const keeper = await makeUser('roomkeeper', w.hostel);
    await recurrenceOf(w, [0, 1, 2, 3, 4, 5, 6]);
    await run(w);
    const resident = w.residents[0]!;
    const cleans = await mine(resident);
    const byDate = (days: number) => cleans.find((clean) => clean.date === addDays(today, days))!;

    for (const days of [2, 3, 4, 5])
      expect(
        (await invoke('skipRecurringClean', { token: resident.token, body: { id: byDate(days)._id } }))
          .status,
      ).toBe(200);
    const flagged = await storedRoom(w, w.roomIds[0]!);
    const board = await invoke('roomBoard', { token: w.admin.token, query: { building: w.building } });
    const flags = (await notes(w.admin)).filter((note) => note.kind === 'roomSkips');

    expect(flagged?.skipsInARow).toBe(4);
    expect(flags).toEqual([expect.objectContaining({ count: 3, requestId: byDate(4)._id })]);
    expect(JSON.stringify(board.body)).toContain('"skipsInARow":4');

    // Today's clean, allotted and done: the run of skips ends.
    const todays = byDate(0);
    expect(
      (
        await invoke('allotRequest', {
          token: w.admin.token,
          body: { id: todays._id, roomKeeper: keeper.name },
        })
      ).status,
    ).toBe(200);
    const done = await invoke('completeRequest', {
      token: keeper.token,
      body: { id: todays._id, timeIn: '00:00', timeOut: '00:01' },
    });
    expect(done.status).toBe(200);
    expect((await storedRoom(w, w.roomIds[0]!))?.skipsInARow).toBeUndefined();
  }, 90_000);
});
