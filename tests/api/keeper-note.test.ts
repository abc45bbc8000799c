/**
 * The student's note reaches every place the keeper plans from: the admin's day sheet (`GET
 * /api/schedule`, with the student's name beside it) and the allotment mail to the keeper, in the
 * keeper's language. The spec's fields of a schedule item stay as they are.
 */
import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { readOutbox } from '../helpers/outbox';
import { allotVia, dateIn } from './requests-fixtures';

let hostel: { id: string; name: string };
let admin: Account;
let keeper: Account;
let student: Account;
let other: Account;

beforeAll(async () => {
  hostel = await makeHostel();
  admin = await makeUser('admin', hostel, { name: 'Nadia Admin' });
  keeper = await makeUser('roomkeeper', hostel, { name: 'Kenji Keeper' });
  student = await makeUser('student', hostel, { name: 'Sami Student', room: '205', floor: '2' });
  other = await makeUser('student', hostel, { name: 'Omar Other', room: '206', floor: '2' });
});

async function requestWith(message: string | undefined, days: number, by = student) {
  const answer = await invoke('createRequest', {
    token: by.token,
    body: {
      room: by === student ? '205' : '206',
      floor: '2',
      date: dateIn(days),
      time: '10:00',
      ...(message ? { message } : {}),
    },
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.body.request as { _id: string };
}

it("answers the day sheet's rows with the student's name and note beside the spec's fields", async () => {
  // Prepare
  const noted = await requestWith('Door code 4711', 6);
  const plain = await requestWith(undefined, 6, other);
  await allotVia(admin, noted, keeper);
  await allotVia(admin, plain, keeper);

  // Act
  const sheet = await invoke('schedule', {
    token: admin.token,
    query: { roomKeeper: keeper.id, date: dateIn(6) },
  });

  // Assess
  expect(sheet.status).toBe(200);
  const rows = sheet.body as Record<string, unknown>[];
  expect(rows.find((row) => row._id === noted._id)).toEqual({
    _id: noted._id,
    room: '205',
    floor: '2',
    time: '10:00',
    studentName: 'Sami Student',
    message: 'Door code 4711',
  });
  expect(rows.find((row) => row._id === plain._id)).toEqual({
    _id: plain._id,
    room: '206',
    floor: '2',
    time: '10:00',
    studentName: 'Omar Other',
  });
});

it("puts the student's note in the keeper's allotment mail, in the keeper's language", async () => {
  // Prepare
  expect((await invoke('updateUser', { token: keeper.token, body: { language: 'ja' } })).status).toBe(200);
  const noted = await requestWith('Door code 4711', 7);

  // Act
  await allotVia(admin, noted, keeper);

  // Assess
  const mail = (await readOutbox()).find((each) => each.to === keeper.email && each.text.includes(noted._id));
  expect(mail?.text).toContain('メモ：「Door code 4711」');
  expect(mail?.html).toContain('メモ：「Door code 4711」');
});
