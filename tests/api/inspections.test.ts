/**
 * Inspections and re-cleans (issue 32) through the real handlers over DynamoDB Local: a failed inspection
 * makes a re-clean allotted to the same keeper in its own transaction, tells the keeper what failed, and
 * links both on the timeline; a low rating becomes a re-clean in one call, outside the student's limits,
 * the student told. Every counter still equals what it counts afterwards.
 */
import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { doneVia, singleResults } from './inspection-fixtures';
import { assertInvariants, createVia } from './requests-fixtures';

let hostelId: string;
let admin: Account;
let keeper: Account;
let student: Account;
/** Every student of the hostel, for the invariants: one a clean, as the hostel keeps one request a date. */
const students: Account[] = [];

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-15T12:00:00Z') });
  const hostel = await makeHostel();
  hostelId = hostel.id;
  admin = await makeUser('admin', hostel);
  keeper = await makeUser('roomkeeper', hostel);
  student = await makeUser('student', hostel);
  students.push(student);
  hostelOf = hostel;
});

let hostelOf: { id: string; name: string };

afterAll(() => {
  vi.useRealTimers();
});

/** A clean done today by the keeper for a new student (made `student`), through create, allot and Done. */
async function completedClean(time: string) {
  const done = await doneVia({ hostel: hostelOf, admin, keeper }, time);
  student = done.student;
  students.push(student);
  return done.request;
}

const notesOf = async (account: Account) =>
  (await invoke('listNotifications', { token: account.token })).body.items as Record<string, unknown>[];

describe('checklists', () => {
  it('answers every room type with its default list, then the admin’s own', async () => {
    const before = await invoke('checklists', { token: admin.token });
    expect(before.status).toBe(200);
    expect(before.body.checklists).toContainEqual({
      roomTypeId: 'kitchen',
      items: [{ id: 'floor' }, { id: 'bins' }, { id: 'surfaces' }, { id: 'sink' }],
    });

    const saved = await invoke('updateChecklists', {
      token: admin.token,
      body: { checklists: [{ roomTypeId: 'kitchen', items: [{ id: 'floor' }, { name: 'Fridge' }] }] },
    });

    expect(saved.status).toBe(200);
    const kitchen = saved.body.checklists.find(
      (list: { roomTypeId: string }) => list.roomTypeId === 'kitchen',
    );
    expect(kitchen.items).toEqual([{ id: 'floor' }, { id: expect.any(String), name: 'Fridge' }]);
    const unknown = await invoke('updateChecklists', {
      token: admin.token,
      body: { checklists: [{ roomTypeId: 'sauna', items: [{ id: 'floor' }] }] },
    });
    expect(unknown).toMatchObject({ status: 400, body: { code: 'room.typeUnknown' } });
  });
});

describe('POST /api/inspections', () => {
  it('fails the bathroom: a re-clean for the same keeper, who is told what failed, linked on both timelines', async () => {
    const clean = await completedClean('14:00');

    const answer = await invoke('inspectRequest', {
      token: admin.token,
      body: { requestId: clean._id, results: singleResults(['bathroom']), note: 'Shower not done' },
    });

    expect(answer.status).toBe(201);
    expect(answer.body.inspection).toMatchObject({ passed: false, note: 'Shower not done' });
    expect(answer.body.inspection.results).toContainEqual({ id: 'bathroom', pass: false });
    const reclean = answer.body.reclean;
    expect(reclean).toMatchObject({
      requestStatus: 'Scheduled',
      roomkeeper: keeper.name,
      date: '2030-01-15',
    });
    expect(answer.body.inspection.recleanId).toBe(reclean._id);

    const keeperNote = (await notesOf(keeper)).find((note) => note.kind === 'reclean');
    expect(keeperNote).toMatchObject({ requestId: reclean._id, items: ['bathroom'], byName: admin.name });
    const studentNote = (await notesOf(student)).find((note) => note.kind === 'recleanPlanned');
    expect(studentNote).toMatchObject({ requestId: reclean._id });

    const first = await invoke('requestTimeline', { token: admin.token, query: { id: clean._id } });
    expect(first.body.recleanId).toBe(reclean._id);
    expect(first.body.history.at(-1)).toMatchObject({
      action: 'inspect',
      note: 'bathroom',
      status: 'Completed',
    });
    const second = await invoke('requestTimeline', { token: student.token, query: { id: reclean._id } });
    expect(second.status).toBe(200);
    expect(second.body.recleanOf).toBe(clean._id);
    expect(second.body.history.map((entry: { action: string }) => entry.action)).toEqual(['create', 'allot']);

    const view = await invoke('inspection', { token: admin.token, query: { id: clean._id } });
    expect(view.body).toMatchObject({ request: { recleanId: reclean._id }, inspection: { passed: false } });
    await assertInvariants({ hostelId, students, keepers: [keeper] });
  });

  it('inspects a clean once, with a result for each item of its checklist, and only a completed one', async () => {
    const clean = await completedClean('15:00');
    const missing = await invoke('inspectRequest', {
      token: admin.token,
      body: { requestId: clean._id, results: [{ id: 'floor', pass: true }] },
    });
    expect(missing).toMatchObject({ status: 400, body: { code: 'inspection.itemUnknown' } });

    const passed = await invoke('inspectRequest', {
      token: admin.token,
      body: { requestId: clean._id, results: singleResults([]) },
    });
    expect(passed.status).toBe(201);
    expect(passed.body.reclean).toBeUndefined();
    const again = await invoke('inspectRequest', {
      token: admin.token,
      body: { requestId: clean._id, results: singleResults(['floor']) },
    });
    expect(again).toMatchObject({ status: 409, body: { code: 'inspection.done' } });

    const open = await createVia(student, 1, '10:00');
    const notDone = await invoke('inspectRequest', {
      token: admin.token,
      body: { requestId: open._id, results: singleResults([]) },
    });
    expect(notDone).toMatchObject({ status: 409, body: { code: 'inspection.notCompleted' } });
    await assertInvariants({ hostelId, students, keepers: [keeper] });
  });
});

describe('POST /api/feedbackReclean', () => {
  it('turns a one-star rating into a re-clean once, the student told; a good rating into none', async () => {
    const clean = await completedClean('16:00');
    await invoke('createRating', {
      token: student.token,
      body: { id: clean._id, rating: 1, message: 'Dusty' },
    });

    const answer = await invoke('feedbackReclean', { token: admin.token, body: { requestId: clean._id } });

    expect(answer.status).toBe(201);
    expect(answer.body.reclean).toMatchObject({ requestStatus: 'Scheduled', roomkeeper: keeper.name });
    const told = (await notesOf(student)).filter((note) => note.kind === 'recleanPlanned');
    expect(told.map((note) => note.requestId)).toContain(answer.body.reclean._id);
    const twice = await invoke('feedbackReclean', { token: admin.token, body: { requestId: clean._id } });
    expect(twice).toMatchObject({ status: 409, body: { code: 'reclean.exists' } });

    const liked = await completedClean('17:00');
    await invoke('createRating', {
      token: student.token,
      body: { id: liked._id, rating: 5, message: 'Great' },
    });
    const refused = await invoke('feedbackReclean', { token: admin.token, body: { requestId: liked._id } });
    expect(refused).toMatchObject({ status: 409, body: { code: 'reclean.notLow' } });
    await assertInvariants({ hostelId, students, keepers: [keeper] });
  });
});
