/**
 * Notification mail over DynamoDB Local through the real handlers: a change mails each person told, in
 * their stored language, only the kinds they want (their role's defaults until they choose), from the
 * table's stream; a mail that SES refuses leaves the change and its notification in place.
 */
import { SendEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';

import { env } from '#functions/env';

import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { deliverStream, readOutbox } from '../helpers/outbox';
import { allotVia, createVia } from './requests-fixtures';

let hostel: { id: string; name: string };
let admin: Account;
let keeper: Account;

// The clock starts at noon UTC and runs on (`Date` only): a request of today is asked for later today and
// completed with times before now, whatever the hour the tests run at.
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-15T12:00:00Z'), shouldAdvanceTime: true });
  hostel = await makeHostel();
  admin = await makeUser('admin', hostel, { name: 'Nora Admin' });
  keeper = await makeUser('roomkeeper', hostel, { name: 'Kai Keeper' });
});

afterAll(() => {
  vi.useRealTimers();
});

const mailTo = async (account: Account) => (await readOutbox()).filter((mail) => mail.to === account.email);

async function setProfile(account: Account, body: Record<string, unknown>) {
  const answer = await invoke('updateUser', { token: account.token, body });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data as { language?: string; mailKinds: string[] };
}

const complete = (request: { _id: string }) =>
  invoke('completeRequest', {
    token: keeper.token,
    body: { id: request._id, timeIn: '10:00', timeOut: '10:30' },
  });

it('mails an allotment to the student in German and to the keeper in English, text and HTML alike', async () => {
  // Prepare
  const student = await makeUser('student', hostel, { name: 'Greta Gast', room: '12', floor: '1' });
  const stored = await setProfile(student, { language: 'de' });
  const request = await createVia(student, 3, '10:30');

  // Act
  await allotVia(admin, request, keeper);

  // Assess
  expect(stored).toMatchObject({
    language: 'de',
    mailKinds: ['allotted', 'completed', 'turnedBack', 'cleanAhead', 'maintenance', 'recleanPlanned'],
  });
  const [german, ...moreToStudent] = await mailTo(student);
  expect(moreToStudent).toHaveLength(0);
  expect(german?.subject).toMatch(/^Ihre Reinigung am .+ ist zugeteilt$/);
  expect(german?.text).toContain('Hallo Greta Gast,');
  expect(german?.text).toContain('Kai Keeper reinigt Zimmer 101');
  expect(german?.text).toContain(`/dashboard/student?request=${request._id}`);
  expect(german?.html).toContain('<html lang="de">');
  expect(german?.html).toContain('Kai Keeper reinigt Zimmer 101');
  const toKeeper = (await mailTo(keeper)).filter((mail) => mail.text.includes(request._id));
  expect(toKeeper.map((mail) => mail.subject)).toEqual([
    expect.stringMatching(/^New cleaning: room 101 on /),
  ]);
  expect(await mailTo(admin)).toEqual([]);
});

it('mails no kind the reader turned off, and a kind they turned on', async () => {
  // Prepare
  const student = await makeUser('student', hostel);
  await setProfile(student, { mailKinds: ['allotted'] });
  await setProfile(keeper, { mailKinds: ['assigned', 'rated'] });
  const request = await createVia(student, 0, '13:00');
  await allotVia(admin, request, keeper);

  // Act
  const completed = await complete(request);
  const rated = await invoke('createRating', {
    token: student.token,
    body: { id: request._id, rating: 4, message: 'Tidy' },
  });

  // Assess
  expect(completed.status, completed.text).toBe(200);
  expect(rated.status, rated.text).toBe(201);
  expect((await mailTo(student)).map((mail) => mail.subject)).toEqual([expect.stringMatching(/allotted$/)]);
  const toKeeper = (await mailTo(keeper)).filter((mail) => mail.text.includes(request._id));
  expect(toKeeper.map((mail) => mail.subject).sort()).toEqual([
    expect.stringMatching(/^New cleaning: room 101 on /),
    'New rating: 4 of 5',
  ]);
});

it('refuses a mail kind of another role and a language that is not one of the six, with 400', async () => {
  // Prepare
  const student = await makeUser('student', hostel);

  // Act
  const otherRole = await invoke('updateUser', { token: student.token, body: { mailKinds: ['assigned'] } });
  const unknown = await invoke('updateUser', { token: student.token, body: { language: 'it' } });

  // Assess
  expect([otherRole.status, otherRole.body.code]).toEqual([400, 'input.invalid']);
  expect(otherRole.body.errors).toEqual([
    { path: 'mailKinds', message: "'assigned' is not mailed to a student" },
  ]);
  expect([unknown.status, unknown.body.code]).toEqual([400, 'input.invalid']);
});

describe('when SES refuses the mail', () => {
  const ses = mockClient(SESClient);
  const outbox = env.outboxDir;
  beforeEach(() => {
    env.outboxDir = undefined;
    ses.reset();
    ses
      .on(SendEmailCommand)
      .rejects(Object.assign(new Error('Daily sending quota exceeded'), { name: 'Throttling' }));
  });
  afterEach(() => {
    env.outboxDir = outbox;
    ses.restore();
  });

  it('keeps the change and the notification, and the mailer goes on to the next batch', async () => {
    // Prepare
    const student = await makeUser('student', hostel);
    const request = await createVia(student, 5);

    // Act
    const allotted = await invoke('allotRequest', {
      token: admin.token,
      body: { id: request._id, roomKeeperId: keeper.id },
    });

    const calledBeforeStream = ses.commandCalls(SendEmailCommand).length;
    await deliverStream();

    // Assess
    expect(allotted.status, allotted.text).toBe(200);
    expect(allotted.body.requestStatus).toBe('Scheduled');
    expect(calledBeforeStream).toBe(0);
    expect(ses.commandCalls(SendEmailCommand).length).toBeGreaterThanOrEqual(2);
    const notes = await invoke('listNotifications', { token: student.token });
    expect(notes.body.items.filter((item: { kind: string }) => item.kind === 'allotted')).toHaveLength(1);
    expect(notes.body.unread).toBe(1);
  });
});

it('writes the password-reset mail in the account’s language', async () => {
  // Prepare
  const student = await makeUser('student', hostel);
  await setProfile(student, { language: 'fr' });

  // Act
  const asked = await invoke('authForgotPassword', { body: { email: student.email, role: 'student' } });

  // Assess
  expect(asked.status).toBe(200);
  const [mail] = await mailTo(student);
  expect(mail?.subject).toBe('Réinitialisez votre mot de passe Hostel Clean');
  expect(mail?.text).toContain('/auth/reset-password/student/');
});
