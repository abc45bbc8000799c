/**
 * Maintenance reports (issue 32) over DynamoDB Local through the real handlers: a student reports a
 * problem in their own room, the admin moves it on the board on the version they saw, the student is told
 * in the bell and by mail in their language, and the report keeps a short history.
 */
import { type Account, hostelWithRoles } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { readOutbox } from '../helpers/outbox';
import { type MadeRoom, residentIn, roomVia } from './room-requests-fixtures';

let admin: Account;
let keeper: Account;
let student: Account;
let room: MadeRoom;

beforeAll(async () => {
  ({ admin, keeper, student } = await hostelWithRoles());
  room = await roomVia(admin, { building: 'North', floor: '2', number: '204', typeId: 'single' });
  await residentIn(student, room);
});

interface Report {
  id: string;
  status: string;
  version: number;
  history: { status: string; byName: string; assignee?: string; note?: string }[];
  olderEntries?: number;
}

async function reportLeak(by: Account = student, body: Record<string, unknown> = {}): Promise<Report> {
  const answer = await invoke('createMaintenanceReport', {
    token: by.token,
    body: { category: 'plumbing', urgency: 'urgent', text: 'The tap leaks.', ...body },
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.body.report;
}

const change = (report: { id: string }, body: Record<string, unknown>) =>
  invoke('updateMaintenanceReport', { token: admin.token, params: { id: report.id }, body });

const column = async (status: string) => {
  const answer = await invoke('maintenanceBoard', { token: admin.token, query: { status } });
  expect(answer.status).toBe(200);
  return (answer.body.items as Report[]).map((item) => item.id);
};

it("reports a problem in the student's own room, new on the board and on their own list", async () => {
  const report = await reportLeak();

  expect(report).toMatchObject({
    roomId: room.id,
    building: 'North',
    floor: '2',
    number: '204',
    category: 'plumbing',
    urgency: 'urgent',
    text: 'The tap leaks.',
    status: 'new',
    version: 1,
    reporterName: student.name,
  });
  expect(await column('new')).toContain(report.id);
  const mine = await invoke('myMaintenanceReports', { token: student.token });
  expect(mine.body.items.map((item: Report) => item.id)).toContain(report.id);
});

it('moves a report through the board and tells the reporter of each change, in the bell and by mail', async () => {
  await invoke('updateUser', { token: student.token, body: { language: 'fr' } });
  const report = await reportLeak();

  const started = await change(report, { version: 1, status: 'inProgress', assignee: 'Plomberie Durand' });
  const fixed = await change(report, { version: 2, status: 'fixed', note: 'Washer replaced' });

  expect(started.status).toBe(200);
  expect(fixed.body.report).toMatchObject({
    status: 'fixed',
    assignee: 'Plomberie Durand',
    note: 'Washer replaced',
    version: 3,
  });
  expect(fixed.body.report.history.map((entry: Report['history'][number]) => entry.status)).toEqual([
    'new',
    'inProgress',
    'fixed',
  ]);
  expect(await column('new')).not.toContain(report.id);
  expect(await column('inProgress')).not.toContain(report.id);
  expect(await column('fixed')).toContain(report.id);
  const notes = await invoke('listNotifications', { token: student.token });
  const told = notes.body.items.filter((note: { reportId?: string }) => note.reportId === report.id);
  expect(told.map((note: { maintenanceStatus: string }) => note.maintenanceStatus)).toEqual([
    'fixed',
    'inProgress',
  ]);
  expect(told[0]).toMatchObject({ kind: 'maintenance', room: 'North 204', byName: admin.name, read: false });
  const mails = (await readOutbox()).filter((mail) => mail.to === student.email);
  const fixedMail = mails.find((mail) => mail.subject.includes('réparé'));
  expect(fixedMail?.subject).toBe('Votre signalement pour la chambre North 204 : réparé');
  expect(fixedMail?.text).toContain('/my-reports');
});

it('refuses a change on a stale version with 409 and writes nothing', async () => {
  const report = await reportLeak();
  await change(report, { version: 1, status: 'inProgress' });

  const stale = await change(report, { version: 1, status: 'wontFix' });

  expect(stale.status).toBe(409);
  expect(stale.body.code).toBe('maintenance.changed');
  const read = await invoke('maintenanceReport', { token: admin.token, params: { id: report.id } });
  expect(read.body.report).toMatchObject({ status: 'inProgress', version: 2 });
});

it('clears the assignee and note with empty text, and a change of nothing writes nothing', async () => {
  const report = await reportLeak();
  await change(report, { version: 1, assignee: 'Sam', note: 'Parts ordered' });

  const same = await change(report, { version: 2, assignee: 'Sam' });
  const cleared = await change(report, { version: 2, assignee: '', note: '' });

  expect(same.body.report.version).toBe(2);
  expect(cleared.body.report).toMatchObject({ status: 'new', version: 3 });
  expect(cleared.body.report.assignee).toBeUndefined();
  expect(cleared.body.report.note).toBeUndefined();
});

it('keeps the newest history entries and counts the older ones', async () => {
  const report = await reportLeak();
  for (let version = 1; version <= 21; version++)
    expect((await change(report, { version, note: `Note ${version}` })).status).toBe(200);

  const read = await invoke('maintenanceReport', { token: student.token, params: { id: report.id } });

  expect(read.body.report.history).toHaveLength(20);
  expect(read.body.report.olderEntries).toBe(2);
  expect(read.body.report.history.at(-1).note).toBe('Note 21');
});

it('lets a keeper report a room they name, and refuses one who names none', async () => {
  const byKeeper = await reportLeak(keeper, { roomId: room.id, category: 'pests', urgency: 'low' });
  const noRoom = await invoke('createMaintenanceReport', {
    token: keeper.token,
    body: { category: 'pests', urgency: 'low', text: 'Ants' },
  });

  expect(byKeeper).toMatchObject({ roomId: room.id, category: 'pests', reporterName: keeper.name });
  expect(noRoom.status).toBe(400);
  expect(noRoom.body.code).toBe('maintenance.roomRequired');
});

it('refuses a category or urgency outside the lists, and an empty text', async () => {
  const answer = await invoke('createMaintenanceReport', {
    token: student.token,
    body: { category: 'roof', urgency: 'asap', text: '  ' },
  });

  expect(answer.status).toBe(400);
  expect(answer.body.errors.map((error: { path: string }) => error.path).sort()).toEqual([
    'category',
    'text',
    'urgency',
  ]);
});

it('counts reports and fixes by category, with the mean minutes to fix, in the analytics', async () => {
  const { hostelWithRoles: fresh } = await import('../helpers/fixtures');
  const world = await fresh();
  const own = await roomVia(world.admin, { building: 'East', floor: '1', number: '1', typeId: 'single' });
  const made = async (category: string) => {
    const answer = await invoke('createMaintenanceReport', {
      token: world.keeper.token,
      body: { roomId: own.id, category, urgency: 'low', text: 'Broken' },
    });
    return answer.body.report as Report;
  };
  const leak = await made('plumbing');
  await made('plumbing');
  await made('pests');

  const fix = await invoke('updateMaintenanceReport', {
    token: world.admin.token,
    params: { id: leak.id },
    body: { version: 1, status: 'fixed' },
  });
  const stats = await invoke('maintenanceStats', { token: world.admin.token });

  expect(fix.status).toBe(200);
  expect(stats.body.categories).toEqual([
    { category: 'plumbing', reported: 2, fixed: 1, meanFixMinutes: 0 },
    { category: 'electrical', reported: 0, fixed: 0 },
    { category: 'furniture', reported: 0, fixed: 0 },
    { category: 'pests', reported: 1, fixed: 0 },
    { category: 'cleaningSupplies', reported: 0, fixed: 0 },
    { category: 'other', reported: 0, fixed: 0 },
  ]);
});
