/**
 * Recurring cleaning's admin routes over DynamoDB Local (issue 31): a recurrence made, listed, edited,
 * paused and previewed; edits from a version; another hostel's recurrences and rooms answer as missing
 * ones; the definition checked against the hostel's rooms, types and hours; at most 100 a hostel.
 */
import { randomUUID } from 'node:crypto';

import { setThrough } from '#functions/data/recurrences';
import { todayIn } from '#shared/request-dates';

import { hostelsWithAdmins } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { recurrenceBody, storedRecurrence } from '../helpers/recurrences';

let token: string;
let otherToken: string;
let hostelId: string;
let otherHostelId: string;

const as = (who: () => string) => (id: Parameters<typeof invoke>[0], body?: unknown) =>
  invoke(id, { token: who(), ...(body === undefined ? {} : { body }) });
const call = as(() => token);
const otherCall = as(() => otherToken);

beforeAll(async () => {
  const { admin, otherAdmin, hostel, elsewhere } = await hostelsWithAdmins();
  [token, otherToken, hostelId, otherHostelId] = [admin.token, otherAdmin.token, hostel.id, elsewhere.id];
  // Cleaning 08:00–18:00 every 15 minutes, none on Sundays, in Berlin.
  const settings = await call('updateHostelSettings', {
    hours: { from: '08:00', to: '18:00', step: 15 },
    closedWeekdays: [0],
    timeZone: 'Europe/Berlin',
  });
  expect(settings.status).toBe(200);
});

describe('a recurrence', () => {
  it('is made, listed, edited and paused, each change from the version the admin saw', async () => {
    const made = await call(
      'createRecurrence',
      recurrenceBody({ name: 'Kitchens weekly', end: '2027-06-30' }),
    );
    expect(made.status).toBe(201);
    const rec = made.body.recurrence;
    expect(rec).toMatchObject({
      name: 'Kitchens weekly',
      hostelId,
      paused: false,
      version: 1,
      end: '2027-06-30',
    });
    expect(rec.through).toBeUndefined();
    const listed = await call('listRecurrences');
    expect(listed.body.recurrences).toContainEqual(rec);

    // The job's progress is kept through an edit, which replaces the definition (no end now).
    expect(await setThrough(hostelId, rec._id, '2026-12-10', 1)).toBe(true);
    expect(await setThrough(hostelId, rec._id, '2026-12-09')).toBe(false);
    const edit = recurrenceBody({
      name: 'Kitchens fortnightly',
      cadence: { kind: 'everyNWeeks', weeks: 2, weekday: 3 },
      minutes: 40,
    });
    const edited = await call('updateRecurrence', { id: rec._id, version: 1, ...edit });
    expect(edited.status).toBe(200);
    expect(edited.body.recurrence).toMatchObject({
      ...edit,
      version: 2,
      through: '2026-12-10',
      paused: false,
    });
    expect(edited.body.recurrence.end).toBeUndefined();
    expect(edited.body.recurrence.createdAt).toBe(rec.createdAt);

    // A pause names only `paused`; the definition stays. A change from an old version is refused.
    const paused = await call('updateRecurrence', { id: rec._id, version: 2, paused: true });
    expect(paused.body.recurrence).toMatchObject({ ...edit, paused: true, version: 3 });
    const stale = await call('updateRecurrence', { id: rec._id, version: 2, paused: false });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('recurrence.changed');
    const resumed = await call('updateRecurrence', { id: rec._id, version: 3, paused: false });
    expect(resumed.body.recurrence).toMatchObject({ paused: false, version: 4 });
    // The job's version check: an edit since its read leaves `through` where it was.
    expect(await setThrough(hostelId, rec._id, '2026-12-17', 3)).toBe(false);
    expect(await setThrough(hostelId, rec._id, '2026-12-17', 4)).toBe(true);
  });

  it('is missing to another hostel’s admin, as a made-up id is', async () => {
    const ours = await storedRecurrence(hostelId, { name: 'Ours only' });
    const theirs = await otherCall('updateRecurrence', { id: ours._id, version: 1, paused: true });
    const madeUp = await otherCall('updateRecurrence', { id: randomUUID(), version: 1, paused: true });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(madeUp.body);
    expect(theirs.body.code).toBe('recurrence.notFound');
    const list = await otherCall('listRecurrences');
    expect(list.body.recurrences.map((rec: { _id: string }) => rec._id)).not.toContain(ours._id);
    expect((await call('listRecurrences')).body.recurrences.map((rec: { _id: string }) => rec._id)).toContain(
      ours._id,
    );
  });
});

describe('the definition', () => {
  it('names a room of the hostel: another hostel’s room answers exactly as a missing one', async () => {
    const { addRooms } = await import('#functions/data/room-writes');
    const [ours, theirs] = await Promise.all([
      addRooms(hostelId, [{ building: 'R', floor: '1', number: '1', typeId: 'single', beds: 1 }]),
      addRooms(otherHostelId, [{ building: 'R', floor: '1', number: '1', typeId: 'single', beds: 1 }]),
    ]);
    const room = (roomId: string) => recurrenceBody({ target: { kind: 'room', roomId } });
    expect((await call('createRecurrence', room(ours.created[0]!.id))).status).toBe(201);
    // The list names the room by its number, for this hostel only.
    const listed = await call('listRecurrences');
    expect(listed.body.rooms[ours.created[0]!.id]).toEqual({ building: 'R', floor: '1', number: '1' });
    expect((await otherCall('listRecurrences')).body.rooms).toEqual({});
    const other = await call('createRecurrence', room(theirs.created[0]!.id));
    const missing = await call('createRecurrence', room(randomUUID()));
    expect(other.status).toBe(404);
    expect(other.body).toEqual(missing.body);
    expect(other.body.code).toBe('room.notFound');
    const previewed = await call('previewRecurrence', room(theirs.created[0]!.id));
    expect(previewed.body.code).toBe('room.notFound');
  });

  it('is refused with stable codes when it breaks a rule', async () => {
    const refused = async (
      body: unknown,
      route: 'createRecurrence' | 'previewRecurrence' = 'createRecurrence',
    ) => {
      const answer = await call(route, body);
      return { status: answer.status, code: answer.body.code, errors: answer.body.errors };
    };
    const type = recurrenceBody({ target: { kind: 'type', roomTypeId: 'no-such-type', building: 'A' } });
    expect(await refused(type)).toMatchObject({ status: 400, code: 'room.typeUnknown' });
    expect(await refused(recurrenceBody({ from: '07:00' }))).toEqual({
      status: 400,
      code: 'request.timeOutsideHours',
      errors: [{ path: 'from', message: 'Time is outside the cleaning hours' }],
    });
    expect(await refused(recurrenceBody({ from: '08:10' }), 'previewRecurrence')).toMatchObject({
      status: 400,
      code: 'request.timeOffStep',
    });
    expect(await refused(recurrenceBody({ to: '19:00' }))).toMatchObject({
      status: 400,
      code: 'request.timeOutsideHours',
      errors: [{ path: 'to', message: 'Time is outside the cleaning hours' }],
    });
    const invalid = (path: string, message = 'Field is not valid') => ({
      status: 400,
      code: 'input.invalid',
      errors: expect.arrayContaining([{ path, message }]),
    });
    expect(await refused(recurrenceBody({ from: '12:00', to: '09:00' }))).toMatchObject(invalid('to'));
    expect(await refused(recurrenceBody({ end: '2026-11-30' }))).toMatchObject(invalid('end'));
    expect(await refused(recurrenceBody({ cadence: { kind: 'monthly', day: 32 } }))).toMatchObject(
      invalid('cadence.day'),
    );
    expect(await refused(recurrenceBody({ cadence: { kind: 'weekly', weekdays: [] } }))).toMatchObject(
      invalid('cadence.weekdays', 'Required field'),
    );
    expect(await refused({ ...recurrenceBody(), name: 'ab' })).toMatchObject(
      invalid('name', 'Minimum 3 symbols'),
    );
    expect(await refused({ ...recurrenceBody(), hostelId: otherHostelId })).toMatchObject({ status: 400 });
    const halfEdit = await call('updateRecurrence', { id: randomUUID(), version: 1, name: 'Only a name' });
    expect(halfEdit.status).toBe(400);
    expect(halfEdit.body.errors).toContainEqual({ path: 'target', message: 'Required field' });
  });
});

describe('the preview', () => {
  it('shows the next 10 occurrences from the hostel’s today and counts the rooms in service it names', async () => {
    const { addRooms } = await import('#functions/data/room-writes');
    const building = `P ${randomUUID().slice(0, 6)}`;
    const line = (floor: string, number: string, typeId: string) => ({
      building,
      floor,
      number,
      typeId,
      beds: 1,
    });
    const { created } = await addRooms(hostelId, [
      line('1', '101', 'single'),
      line('1', '102', 'single'),
      line('1', '103', 'single'),
      line('1', '110', 'bathroom'),
      line('2', '201', 'single'),
      line('2', '210', 'kitchen'),
    ]);
    const service = await call('setRoomService', { roomId: created[0]!.id, inService: false });
    expect(service.status).toBe(200);
    const preview = (target: unknown) =>
      call('previewRecurrence', recurrenceBody({ target: target as never, start: '2026-01-01' }));
    expect((await preview({ kind: 'type', roomTypeId: 'single', building })).body.rooms).toBe(3);
    expect((await preview({ kind: 'type', roomTypeId: 'single', building, floor: '1' })).body.rooms).toBe(2);
    expect((await preview({ kind: 'shared', building })).body.rooms).toBe(2);
    expect((await preview({ kind: 'shared', building, floor: '2' })).body.rooms).toBe(1);
    expect((await preview({ kind: 'room', roomId: created[0]!.id })).body.rooms).toBe(0);

    // Sundays are closed: a Sunday clean moves to Monday.
    const sundays = await call(
      'previewRecurrence',
      recurrenceBody({ cadence: { kind: 'weekly', weekdays: [0] }, start: '2026-01-01' }),
    );
    expect(sundays.status).toBe(200);
    const today = todayIn('Europe/Berlin');
    expect(sundays.body.occurrences).toHaveLength(10);
    for (const { planned, date } of sundays.body.occurrences) {
      expect(planned >= today).toBe(true);
      expect(new Date(`${planned}T00:00:00Z`).getUTCDay()).toBe(0);
      expect(new Date(`${date}T00:00:00Z`).getUTCDay()).toBe(1);
    }
    const skipped = await call(
      'previewRecurrence',
      recurrenceBody({ cadence: { kind: 'weekly', weekdays: [0] }, closedDays: 'skip', start: '2026-01-01' }),
    );
    expect(skipped.body.occurrences).toEqual([]);
  });
});

describe('the limit', () => {
  it('is 100 recurrences a hostel, also for two admins adding the 100th at once', async () => {
    const { hostel, admin } = await hostelsWithAdmins();
    for (let n = 0; n < 99; n += 1) await storedRecurrence(hostel.id, { name: `Schedule ${n}` });
    const create = () => invoke('createRecurrence', { token: admin.token, body: recurrenceBody() });
    const both = await Promise.all([create(), create()]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(both.find((answer) => answer.status === 409)!.body.code).toBe('recurrence.limit');
    const list = await invoke('listRecurrences', { token: admin.token });
    expect(list.body.recurrences).toHaveLength(100);
  });
});
