/**
 * The scheduled job's recurring cleaning (issue 31) over DynamoDB Local: a recurrence over a floor makes
 * one request per room and planned date, whatever runs at once, crashes or runs again; paused recurrences,
 * rooms out of service and rooms already asked for make nothing; a closed day moves or skips; auto-allot
 * places by minutes and tells the admins once of the rest. The job's calls per occurrence are bounded.
 */
import { randomUUID } from 'node:crypto';

import { onDynamoCall } from '#functions/data/store/client';
import { scheduledWorkActions } from '#infra/lib/constructs/scheduled-work';
import type { Recurrence } from '#shared/answers/recurring';
import { addDays, todayIn, weekdayOf } from '#shared/request-dates';

import { actionsOfCommand } from '../helpers/dynamo-actions';
import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { newBuilding, roomCalls } from '../helpers/rooms';

const today = todayIn('UTC', new Date());
/** The one planned date in the job's horizon of a weekly recurrence on its weekday. */
const slot = addDays(today, 2);

interface World {
  hostel: { id: string; name: string };
  admin: Account;
  building: string;
  roomIds: string[];
}

/** A hostel of its own with one floor of `rooms` single rooms. */
async function world(rooms: number): Promise<World> {
  const hostel = await makeHostel();
  const admin = await makeUser('admin', hostel);
  const building = newBuilding();
  const added = await roomCalls(() => admin.token).addRange(building, 1, rooms);
  if (added.status !== 201 && added.status !== 200) throw new Error(`rooms refused: ${added.text}`);
  const roomIds = (added.body.created as { id: string }[]).map((room) => room.id);
  return { hostel, admin, building, roomIds };
}

/** A recurrence stored as the create route stores it (`putRecurrence`); weekly on the slot's weekday by default. */
async function recurrenceOf(w: World, fields: Partial<Recurrence> = {}): Promise<Recurrence> {
  const { putRecurrence } = await import('#functions/data/recurrences');
  const now = new Date().toISOString();
  return putRecurrence({
    _id: randomUUID(),
    hostelId: w.hostel.id,
    name: 'Weekly rooms',
    target: { kind: 'type', roomTypeId: 'single', building: w.building, floor: '1' },
    cadence: { kind: 'weekly', weekdays: [weekdayOf(slot)] },
    from: '10:00',
    to: '12:00',
    start: today,
    closedDays: 'move',
    autoAllot: false,
    paused: false,
    createdAt: now,
    updatedAt: now,
    version: 1,
    ...fields,
  });
}

/** The hostel as the scheduled job hands it over, its settings read (`runHostels`). */
async function runHostel(w: World) {
  const { getSettings } = await import('#functions/data/hostel-settings');
  return { ...w.hostel, settings: await getSettings(w.hostel.id) };
}

async function run(w: World, options: { budget?: number; afterWrite?: () => void } = {}) {
  const { runRecurring } = await import('#functions/domain/recurring-run');
  const [result] = await runRecurring([await runHostel(w)], { now: new Date(), ...options });
  return result!;
}

/** Each room's requests (as the admin's room page lists them): date, time, status, recurrence. */
async function requestsOf(w: World) {
  const all = await Promise.all(
    w.roomIds.map(async (room) => {
      const answer = await invoke('roomRequests', { token: w.admin.token, query: { room } });
      return answer.body.data as {
        date: string;
        time: string;
        requestStatus: string;
        minutes?: number;
        recurrenceId?: string;
      }[];
    }),
  );
  return all;
}

describe('the recurring cleaning job', () => {
  it('makes exactly one request per room and planned date, and nothing on a second run', async () => {
    const w = await world(4);
    const recurrence = await recurrenceOf(w);

    const first = await run(w);
    const second = await run(w);
    const rooms = await requestsOf(w);

    expect(first).toMatchObject({ made: 4, existing: 0, busy: 0, stopped: false });
    // `through` reached the horizon: the second run looks at no date at all.
    expect(second).toMatchObject({ made: 0, existing: 0 });
    for (const requests of rooms)
      expect(requests).toEqual([
        expect.objectContaining({
          date: slot,
          time: '10:00',
          requestStatus: 'Pending',
          recurrenceId: recurrence._id,
        }),
      ]);
  }, 60_000);

  it('makes each once under two runs at once', async () => {
    const w = await world(25);
    await recurrenceOf(w);

    const [a, b] = await Promise.all([run(w), run(w)]);
    const rooms = await requestsOf(w);

    expect(a.made + b.made).toBe(25);
    expect(rooms.map((requests) => requests.length)).toEqual(Array(25).fill(1));
  }, 60_000);

  it('finishes after a crash mid-batch without making any twice', async () => {
    const w = await world(25);
    await recurrenceOf(w);
    let writes = 0;

    const crashed = await run(w, {
      afterWrite: () => {
        writes += 1;
        if (writes === 1) throw new Error('the Lambda ran out of time');
      },
    });
    const after = await requestsOf(w);
    const rerun = await run(w);
    const rooms = await requestsOf(w);

    expect(crashed).toMatchObject({ made: 10, stopped: true });
    expect(after.filter((requests) => requests.length === 1)).toHaveLength(10);
    expect(rerun).toMatchObject({ made: 15, existing: 10 });
    expect(rooms.map((requests) => requests.length)).toEqual(Array(25).fill(1));
  }, 60_000);

  it('goes on next run where a run stopped at its budget', async () => {
    const w = await world(3);
    await recurrenceOf(w, { cadence: { kind: 'weekly', weekdays: [0, 1, 2, 3, 4, 5, 6] } });

    const first = await run(w, { budget: 6 });
    const second = await run(w);
    const rooms = await requestsOf(w);

    // Two dates of three rooms, then the run stops; the next makes the other six dates.
    expect(first).toMatchObject({ made: 6, stopped: true });
    expect(second).toMatchObject({ made: 18, existing: 0, stopped: false });
    for (const requests of rooms)
      expect(requests.map((request) => request.date).sort()).toEqual(
        [0, 1, 2, 3, 4, 5, 6, 7].map((days) => addDays(today, days)),
      );
  }, 60_000);

  it('makes nothing for a paused recurrence', async () => {
    const w = await world(2);
    await recurrenceOf(w, { paused: true });

    expect(await run(w)).toMatchObject({ made: 0 });
    expect((await requestsOf(w)).flat()).toEqual([]);
  }, 60_000);

  it('skips a room out of service and a room already asked for that day', async () => {
    const w = await world(3);
    const [closed, asked] = w.roomIds;
    await invoke('setRoomService', { token: w.admin.token, body: { roomId: closed, inService: false } });
    const own = await invoke('createRoomRequest', {
      token: w.admin.token,
      body: { roomId: asked, date: slot, time: '09:00' },
    });
    expect(own.status).toBe(201);
    await recurrenceOf(w);

    const result = await run(w);
    const [ofClosed, ofAsked, ofOther] = await requestsOf(w);

    expect(result).toMatchObject({ made: 1, busy: 1 });
    expect(ofClosed).toEqual([]);
    expect(ofAsked).toEqual([expect.objectContaining({ time: '09:00' })]);
    expect(ofAsked![0]!.recurrenceId).toBeUndefined();
    expect(ofOther).toEqual([expect.objectContaining({ date: slot })]);
  }, 60_000);

  it.each([
    ['move', [addDays(slot, 1)]],
    ['skip', []],
  ] as const)(
    'on a closed weekday: %s',
    async (closedDays, dates) => {
      const w = await world(1);
      const set = await invoke('updateHostelSettings', {
        token: w.admin.token,
        body: { closedWeekdays: [weekdayOf(slot)] },
      });
      expect(set.status).toBe(200);
      await recurrenceOf(w, { closedDays });

      await run(w);
      const [requests] = await requestsOf(w);

      expect(requests!.map((request) => request.date)).toEqual(dates);
    },
    60_000,
  );

  it('auto-allots by minutes; the rest stay Pending and the admin is told once', async () => {
    const w = await world(4);
    const keeper = await makeUser('roomkeeper', w.hostel);
    // 45 minutes a day: two single rooms of 20 fit, the third would go over.
    const capacity = await invoke('setKeeperCapacity', {
      token: w.admin.token,
      body: { keeperId: keeper.id, minutes: 45 },
    });
    expect(capacity.status).toBe(200);
    await recurrenceOf(w, { autoAllot: true });

    // Everything the run sends, its allotments' transactions included, is within what the stack grants the job.
    const sent = new Set<string>();
    const stop = onDynamoCall((command, input) => {
      for (const action of actionsOfCommand(command, input)) sent.add(action);
    });
    const result = await run(w).finally(stop);
    expect([...sent].filter((action) => !scheduledWorkActions.includes(action as never))).toEqual([]);
    const statuses = (await requestsOf(w)).flat().map((request) => request.requestStatus);
    const notes = await invoke('listNotifications', { token: w.admin.token });
    const unplaced = (notes.body.items as { kind: string; count?: number }[]).filter(
      (note) => note.kind === 'unplaced',
    );

    expect(result).toMatchObject({ made: 4, allotted: 2, unplaced: 2 });
    expect(statuses.sort()).toEqual(['Pending', 'Pending', 'Scheduled', 'Scheduled']);
    expect(unplaced).toEqual([expect.objectContaining({ count: 2, date: slot })]);
  }, 60_000);

  it("plans and allots by the recurrence's own minutes when it sets them", async () => {
    const w = await world(3);
    const keeper = await makeUser('roomkeeper', w.hostel);
    await invoke('setKeeperCapacity', { token: w.admin.token, body: { keeperId: keeper.id, minutes: 45 } });
    // 40 minutes each (a single room's type says 20): one fits in the keeper's 45, not two.
    await recurrenceOf(w, { autoAllot: true, minutes: 40 });

    const result = await run(w);
    const requests = (await requestsOf(w)).flat();

    expect(result).toMatchObject({ made: 3, allotted: 1, unplaced: 2 });
    expect(requests.map((request) => [request.requestStatus, request.minutes]).sort()).toEqual([
      ['Pending', 40],
      ['Pending', 40],
      ['Scheduled', 40],
    ]);
  }, 60_000);

  it('sends a bounded number of DynamoDB calls per occurrence, never a Scan', async () => {
    const w = await world(40);
    await recurrenceOf(w);
    // No notice: the residents' part reads its window's markers and tells no one (its own calls are
    // counted in recurring-residents-calls.test.ts).
    await invoke('updateHostelSettings', { token: w.admin.token, body: { noticeHours: 0 } });
    const { runRecurring } = await import('#functions/domain/recurring-run');
    const { lookBackDays } = await import('#functions/domain/recurring-notice');
    const hostel = await runHostel(w);
    const commands: string[] = [];
    const stop = onDynamoCall((command) => commands.push(command.replace(/Command$/, '')));
    let result;
    try {
      [result] = await runRecurring([hostel], { now: new Date() });
    } finally {
      stop();
    }
    const count = (name: string) => commands.filter((command) => command === name).length;

    expect(result?.made).toBe(40);
    expect(commands).not.toContain('Scan');
    // Per hostel: its recurrences and room types; per recurrence: its floor's rooms (one page) and its
    // progress; per date: its markers and the rooms' board entries (100 a call); ten occurrences a transaction.
    expect(commands).toEqual([
      'Query',
      'GetItem',
      'Query',
      'Query',
      'BatchGetItem',
      ...Array(4).fill('TransactWriteItems'),
      'UpdateItem',
      // The notice: one Query of each planned date from today − 12 to today (nothing due).
      ...Array(lookBackDays + 1).fill('Query'),
    ]);
    expect(count('TransactWriteItems')).toBe(4);
  }, 60_000);
});
