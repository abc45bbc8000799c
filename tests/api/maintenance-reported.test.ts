/**
 * New maintenance reports (issue 32) over DynamoDB Local through the real handlers: a report carries the
 * reporter's photos, shown through signed links on the board, the report and the reporter's list; each
 * admin is told of a new report in the bell (and by mail when they chose it); a keeper's Can't clean may
 * report a problem in the room in the same step, once however often the phone sends it.
 */
import { randomUUID } from 'node:crypto';

import { photoPrefix } from '#shared/photos';

import { type Account, hostelWithRoles, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { readOutbox } from '../helpers/outbox';
import { allotVia, createVia } from './requests-fixtures';
import { type MadeRoom, residentIn, roomVia } from './room-requests-fixtures';

let admin: Account;
let secondAdmin: Account;
let keeper: Account;
let student: Account;
let room: MadeRoom;

beforeAll(async () => {
  ({ admin, keeper, student } = await hostelWithRoles());
  secondAdmin = await makeUser('admin', hostelOf(admin), { name: 'Bo Admin' });
  room = await roomVia(admin, { building: 'West', floor: '3', number: '301', typeId: 'single' });
  await residentIn(student, room);
});

const hostelOf = (account: Account) => ({ id: account.hostelId, name: account.hostel });

/** A key the photo route made for `account`'s hostel. */
async function uploadKey(account: Account): Promise<string> {
  const answer = await invoke('createPhotoUpload', {
    token: account.token,
    body: { contentType: 'image/jpeg' },
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.key as string;
}

interface Shown {
  id: string;
  photos?: { key: string; url: string }[];
}

const notesOf = async (account: Account) =>
  (await invoke('listNotifications', { token: account.token })).body.items as {
    kind: string;
    reportId?: string;
    room?: string;
    byName?: string;
    reason?: string;
  }[];

describe('photos on a report', () => {
  it('keeps the photo keys and shows each through a signed link wherever the report is answered', async () => {
    const keys = [await uploadKey(student), await uploadKey(student)];
    const made = await invoke('createMaintenanceReport', {
      token: student.token,
      body: { category: 'plumbing', urgency: 'urgent', text: 'The tap leaks.', photos: [...keys, keys[0]] },
    });

    expect(made.status, made.text).toBe(201);
    const report = made.body.report as Shown;
    // Sent twice, kept once.
    expect(report.photos?.map((photo) => photo.key)).toEqual(keys);
    const detail = await invoke('maintenanceReport', { token: admin.token, params: { id: report.id } });
    const board = await invoke('maintenanceBoard', { token: admin.token, query: { status: 'new' } });
    const mine = await invoke('myMaintenanceReports', { token: student.token });
    const onBoard = (board.body.items as Shown[]).find((item) => item.id === report.id);
    const onMine = (mine.body.items as Shown[]).find((item) => item.id === report.id);
    for (const shown of [detail.body.report as Shown, onBoard, onMine]) {
      expect(shown?.photos?.map((photo) => photo.key)).toEqual(keys);
      for (const photo of shown?.photos ?? []) {
        const url = new URL(photo.url);
        expect(url.pathname.endsWith(photo.key)).toBe(true);
        expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
        expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      }
    }
  });

  it('refuses a key of another hostel’s uploads and writes nothing', async () => {
    const before = await invoke('myMaintenanceReports', { token: student.token });
    const answer = await invoke('createMaintenanceReport', {
      token: student.token,
      body: {
        category: 'plumbing',
        urgency: 'low',
        text: 'Drips.',
        photos: [`${photoPrefix(randomUUID())}${randomUUID()}`],
      },
    });

    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('photo.notYours');
    const after = await invoke('myMaintenanceReports', { token: student.token });
    expect(after.body.items).toHaveLength(before.body.items.length);
  });
});

describe('admins told of a new report', () => {
  it('tells each admin in the bell, by mail when they chose the kind, and not an admin of their own report', async () => {
    const chose = await invoke('updateUser', {
      token: secondAdmin.token,
      body: { mailKinds: ['needsReallot', 'maintenanceReported'] },
    });
    expect(chose.status, chose.text).toBe(200);
    const unread = (await invoke('listNotifications', { token: admin.token })).body.unread as number;

    const made = await invoke('createMaintenanceReport', {
      token: student.token,
      body: { category: 'electrical', urgency: 'normal', text: 'The lamp flickers.' },
    });
    const byAdmin = await invoke('createMaintenanceReport', {
      token: admin.token,
      body: { roomId: room.id, category: 'furniture', urgency: 'low', text: 'A loose shelf.' },
    });

    const id = made.body.report.id as string;
    for (const reader of [admin, secondAdmin])
      expect((await notesOf(reader)).find((note) => note.reportId === id)).toMatchObject({
        kind: 'maintenanceReported',
        room: 'West 301',
        byName: student.name,
        reason: 'The lamp flickers.',
      });
    expect((await notesOf(admin)).some((note) => note.reportId === byAdmin.body.report.id)).toBe(false);
    expect((await notesOf(secondAdmin)).some((note) => note.reportId === byAdmin.body.report.id)).toBe(true);
    expect((await invoke('listNotifications', { token: admin.token })).body.unread).toBe(unread + 1);
    const mails = await readOutbox();
    const mailed = mails.filter((mail) => mail.subject === 'New problem in room West 301');
    // Only the admin who chose the kind; the other keeps the default (not mailed).
    expect(mailed.map((mail) => mail.to)).toContain(secondAdmin.email);
    expect(mailed.map((mail) => mail.to)).not.toContain(admin.email);
    expect(mailed[0]?.text).toContain('/maintenance');
  });
});

describe("Can't clean with a problem report", () => {
  it('turns the request back and reports the room in one step, once for an action sent twice', async () => {
    const resident = await makeUser('student', hostelOf(admin), { name: 'Rae Resident' });
    await residentIn(resident, room);
    const request = await allotVia(admin, await createVia(resident, 1, '11:00'), keeper);
    const body = {
      id: request._id,
      message: 'No access',
      reason: 'noAccess',
      actionId: randomUUID(),
      report: { category: 'furniture', urgency: 'urgent', text: 'The door lock is broken.' },
    };

    const first = await invoke('rejectRequest', { token: keeper.token, body });
    const again = await invoke('rejectRequest', { token: keeper.token, body });

    expect(first.status, first.text).toBe(200);
    expect(first.body.requestStatus).toBe('Pending');
    expect(again.body).toEqual(first.body);
    const mine = (await invoke('myMaintenanceReports', { token: keeper.token })).body.items as {
      text: string;
      roomId: string;
      urgency: string;
      reporterName: string;
    }[];
    const lock = mine.filter((report) => report.text === 'The door lock is broken.');
    expect(lock).toHaveLength(1);
    expect(lock[0]).toMatchObject({ roomId: room.id, urgency: 'urgent', reporterName: keeper.name });
    const kinds = (await notesOf(admin)).map((note) => note.kind);
    expect(kinds).toContain('needsReallot');
    expect(kinds).toContain('maintenanceReported');
  });

  it('refuses a report on a request for a room typed as text, and an admin’s reject with one', async () => {
    const typist = await makeUser('student', hostelOf(admin), { name: 'Tia Typist' });
    const request = await allotVia(admin, await createVia(typist, 1, '12:00'), keeper);
    const report = { category: 'other', urgency: 'low', text: 'Smells.' };

    const typed = await invoke('rejectRequest', {
      token: keeper.token,
      body: { id: request._id, message: 'Cannot', report },
    });
    const byAdmin = await invoke('rejectRequest', {
      token: admin.token,
      body: { id: request._id, message: 'Closed', report },
    });

    expect(typed.status).toBe(400);
    expect(typed.body.code).toBe('maintenance.roomRequired');
    expect(byAdmin.status).toBe(400);
    expect(byAdmin.body.code).toBe('input.invalid');
    const mine = (await invoke('myMaintenanceReports', { token: keeper.token })).body.items as {
      text: string;
    }[];
    expect(mine.some((item) => item.text === 'Smells.')).toBe(false);
    // Nothing moved: the keeper may still turn it back without a report.
    const plain = await invoke('rejectRequest', {
      token: keeper.token,
      body: { id: request._id, message: 'Cannot' },
    });
    expect(plain.status).toBe(200);
  });
});
