/**
 * The CSV import of residents over DynamoDB Local (issue 30): the preview says every line's outcome and
 * reason and writes nothing; a file with a refused line writes nothing; the apply invites the new students
 * into their rooms and moves the moved ones slice by slice, finds a second run unchanged, finishes a run
 * stopped mid-way, and fills twin rooms two by two over several slices.
 */
import { randomUUID } from 'node:crypto';

import { GetCommand } from '@aws-sdk/lib-dynamodb';

import { db, tableName } from '#functions/data/store/client';
import { keys } from '#functions/data/store/keys';

import { type Account, hostelsWithAdmins, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';

let admin: Account;
let otherAdmin: Account;

beforeAll(async () => {
  ({ admin, otherAdmin } = await hostelsWithAdmins());
});

const preview = (csv: string) => invoke('previewResidentImport', { token: admin.token, body: { csv } });
const apply = (csv: string, from?: number) =>
  invoke('applyResidentImport', {
    token: admin.token,
    body: { csv, ...(from === undefined ? {} : { from }) },
  });
const roomItem = async (roomId: string) =>
  (await db.send(new GetCommand({ TableName: tableName, Key: keys.room(admin.hostelId, roomId) }))).Item;

async function building(rooms: number, typeId = 'twin') {
  const name = `Hall ${randomUUID().slice(0, 6)}`;
  const created: { id: string; number: string }[] = [];
  for (let from = 1; from <= rooms; from += 200) {
    const to = Math.min(rooms, from + 199);
    const range = await invoke('createRoomRange', {
      token: admin.token,
      body: { building: name, floor: '1', from, to, typeId },
    });
    created.push(...range.body.created);
  }
  return { name, rooms: created };
}

/** Applies the whole file slice by slice, as the site does, and adds up what was written. */
async function applyAll(csv: string) {
  const written = { new: 0, moved: 0, unchanged: 0 };
  let from: number | undefined = 0;
  while (from !== undefined) {
    const answer = await apply(csv, from);
    expect(answer.status).toBe(200);
    written.new += answer.body.written.new;
    written.moved += answer.body.written.moved;
    written.unchanged += answer.body.written.unchanged;
    from = answer.body.next;
  }
  return written;
}

const tag = () => randomUUID().slice(0, 8);

describe('the preview', () => {
  it('gives every line its outcome and reason, and writes nothing', async () => {
    const hall = await building(3, 'single');
    const living = await makeUser('student', { id: admin.hostelId, name: admin.hostel });
    await invoke('assignResident', {
      token: admin.token,
      body: { userId: living.id, roomId: hall.rooms[0]!.id },
    });
    const mover = await makeUser('student', { id: admin.hostelId, name: admin.hostel });
    const elsewhere = await makeUser('student', { id: otherAdmin.hostelId, name: otherAdmin.hostel });
    const csv = [
      'name,email,building,number,phone',
      `${living.name},${living.email},${hall.name},1`, // unchanged
      `${mover.name},${mover.email},${hall.name},2`, // moved (from no room)
      `Ada Lovelace,ada-${tag()}@x.test,${hall.name},3,+44 1234`, // new
      `Bob Byte,bob-${tag()}@x.test,${hall.name},3`, // the single is taken by the line above
      `Cy Cee,cy-${tag()}@x.test,${hall.name},99`,
      `Di Dee,not-an-email,${hall.name},1`,
      `Ed,ed-${tag()}@x.test,${hall.name},1`,
      `Fay Eff,${elsewhere.email},${hall.name},2`,
      `Gus Gee,gus-${tag()}@x.test`,
      `Ada Again,${mover.email},${hall.name},3`,
      `Hal Aitch,hal-${tag()}@x.test,,1`,
    ].join('\n');
    const answer = await preview(csv);
    expect(answer.body.code).toBeUndefined();
    expect(
      answer.body.lines.map((line: { outcome: string; reason?: string }) => line.reason ?? line.outcome),
    ).toEqual([
      'unchanged',
      'moved',
      'new',
      'roomFull',
      'roomUnknown',
      'emailInvalid',
      'nameInvalid',
      'emailTaken',
      'columns',
      'duplicate',
      'roomMissing',
    ]);
    expect(answer.body.counts).toEqual({ new: 1, moved: 1, unchanged: 1, error: 8 });
    expect((await roomItem(hall.rooms[2]!.id))?.residents).toBe(0);

    const refused = await apply(csv);
    expect([refused.status, refused.body.code]).toEqual([400, 'import.hasErrors']);
    expect((await roomItem(hall.rooms[1]!.id))?.residents).toBe(0);
  });
});

describe('the apply', () => {
  it('invites and moves, a second run changes nothing, a stopped run is finished', async () => {
    const hall = await building(150);
    const mover = await makeUser('student', { id: admin.hostelId, name: admin.hostel });
    const lines = [`${mover.name},${mover.email},${hall.name},150`];
    for (let n = 1; n <= 149; n++) lines.push(`Student ${n},s${n}-${tag()}@x.test,${hall.name},${n}`);
    const csv = lines.join('\n');

    // Stopped after the first slice: running the file again from the start finishes it.
    const first = await apply(csv, 0);
    expect(first.body).toMatchObject({ total: 150, done: 100, next: 100 });
    expect(first.body.written).toMatchObject({ new: 99, moved: 1, unchanged: 0 });
    expect(await applyAll(csv)).toEqual({ new: 50, moved: 0, unchanged: 100 });
    expect(await applyAll(csv)).toEqual({ new: 0, moved: 0, unchanged: 150 });
    expect((await roomItem(hall.rooms[149]!.id))?.residents).toBe(1);

    const counts = (await preview(csv)).body.counts;
    expect(counts).toEqual({ new: 0, moved: 0, unchanged: 150, error: 0 });
  });

  it('writes new residents in batches, and one by one when a registration holds an email', async () => {
    const hall = await building(30, 'single');
    const { createUser } = await import('#functions/data/users');
    const registration = await createUser({
      role: 'student',
      name: 'Unconfirmed Una',
      email: `una-${tag()}@x.test`,
      hostel: { id: otherAdmin.hostelId, name: otherAdmin.hostel },
      unconfirmed: true,
    });
    const lines = ['name,email,building,number'];
    for (let n = 1; n <= 29; n++) lines.push(`Resident ${n},b${n}-${tag()}@x.test,${hall.name},${n}`);
    lines.push(`Una Ex,${registration.email},${hall.name},30`);
    const csv = lines.join('\n');
    const hostelItem = async () =>
      (await db.send(new GetCommand({ TableName: tableName, Key: keys.hostel(admin.hostelId) }))).Item!;
    const before = Number((await hostelItem()).students);

    const answer = await apply(csv, 0);
    expect(answer.body.written).toEqual({ new: 30, moved: 0, unchanged: 0, invitationsNotSent: 0 });
    expect(Number((await hostelItem()).students)).toBe(before + 30);
    const email = await db.send(
      new GetCommand({ TableName: tableName, Key: keys.email('student', registration.email) }),
    );
    expect(email.Item?.userId).not.toBe(registration._id);
    for (const n of [0, 29]) expect((await roomItem(hall.rooms[n]!.id))?.residents).toBe(1);
    const invited = await db.send(
      new GetCommand({ TableName: tableName, Key: keys.resetToken(String(email.Item?.userId)) }),
    );
    expect(invited.Item?.entity).toBe('ResetToken');
  });

  // How long the largest file (3,000) takes is measured by `npm run bench -- import`, not here.
  it('imports a file of several slices into twin rooms, two residents a room', async () => {
    const hall = await building(125);
    const lines = ['name,email,building,number'];
    for (let n = 0; n < 250; n++)
      lines.push(`Resident ${n},r${n}-${tag()}@x.test,${hall.name},${hall.rooms[n >> 1]!.number}`);
    const csv = lines.join('\n');
    expect((await preview(csv)).body.counts).toEqual({ new: 250, moved: 0, unchanged: 0, error: 0 });
    expect(await applyAll(csv)).toEqual({ new: 250, moved: 0, unchanged: 0 });
    expect((await roomItem(hall.rooms[0]!.id))?.residents).toBe(2);
    expect((await roomItem(hall.rooms[124]!.id))?.residents).toBe(2);
  });
});
