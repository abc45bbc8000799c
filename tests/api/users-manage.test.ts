import { onDynamoCall } from '#functions/data/store/client';
import { keys } from '#functions/data/store/keys';

import { type Account, hostelsWithAdmins, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { readOutbox } from '../helpers/outbox';
import { storedItem, storeRequest } from '../helpers/stored-requests';

let hostel: { id: string; name: string };
let admin: Account;
let otherAdmin: Account;
let alice: Account;
let albert: Account;
let bob: Account;
let keeper: Account;

beforeAll(async () => {
  const world = await hostelsWithAdmins();
  ({ hostel, admin, otherAdmin } = world);
  alice = await makeUser('student', hostel, { name: 'Alice Archer', phone: '555 1', room: '12', floor: '1' });
  albert = await makeUser('student', hostel, { name: 'albert Ames', room: '14', floor: '1' });
  bob = await makeUser('student', hostel, { name: 'Bob Brown', room: '20', floor: '2' });
  await makeUser('student', world.elsewhere, { name: 'Alan Away' });
  keeper = await makeUser('roomkeeper', hostel, { name: 'Kim Keeper', phone: '555 9' });
  const completed = await storeRequest(alice, 'Completed', keeper);
  await invoke('createRating', {
    token: alice.token,
    body: { id: completed._id, rating: 4, message: 'Fine' },
  });
  const another = await storeRequest(bob, 'Completed', keeper);
  await invoke('createRating', { token: bob.token, body: { id: another._id, rating: 5, message: 'Great' } });
});

const names = (answer: { body: { items: { name: string }[] } }) => answer.body.items.map((item) => item.name);

describe('GET /api/users', () => {
  it('lists the students of the admin’s own hostel by name, with their contact and room', async () => {
    // Prepare
    const calls: string[] = [];
    const stop = onDynamoCall((command) => calls.push(command));

    // Act
    const answer = await invoke('listUsers', { token: admin.token, query: { role: 'student' } });
    stop();

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      items: [
        { _id: albert.id, name: 'albert Ames', email: albert.email, phone: '', room: '14', floor: '1' },
        { _id: alice.id, name: 'Alice Archer', email: alice.email, phone: '555 1', room: '12', floor: '1' },
        { _id: bob.id, name: 'Bob Brown', email: bob.email, phone: '', room: '20', floor: '2' },
      ],
    });
    expect(calls.filter((command) => command === 'QueryCommand')).toHaveLength(1);
    expect(calls).not.toContain('ScanCommand');
  });

  it('lists roomkeepers with their rating average and completed count', async () => {
    // Act
    const answer = await invoke('listUsers', { token: admin.token, query: { role: 'roomkeeper' } });

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      items: [
        {
          _id: keeper.id,
          name: 'Kim Keeper',
          email: keeper.email,
          phone: '555 9',
          ratingAverage: 4.5,
          ratingCount: 2,
          completed: 2,
        },
      ],
    });
  });

  it('searches by a case-insensitive prefix of any word of the name', async () => {
    // Act
    const al = await invoke('listUsers', { token: admin.token, query: { role: 'student', search: 'AL' } });
    const surname = await invoke('listUsers', {
      token: admin.token,
      query: { role: 'student', search: 'Archer' },
    });
    const none = await invoke('listUsers', { token: admin.token, query: { role: 'student', search: 'Zed' } });

    // Assess
    expect(al.status).toBe(200);
    expect(names(al)).toEqual(['albert Ames', 'Alice Archer']);
    expect(names(surname)).toEqual(['Alice Archer']);
    expect(none).toMatchObject({ status: 200, body: { items: [] } });
  });

  it('pages with a cursor, and refuses a cursor of another list', async () => {
    // Act
    const first = await invoke('listUsers', { token: admin.token, query: { role: 'student', limit: '2' } });
    const second = await invoke('listUsers', {
      token: admin.token,
      query: { role: 'student', limit: '2', cursor: first.body.cursor },
    });
    const foreign = await invoke('listUsers', {
      token: otherAdmin.token,
      query: { role: 'student', cursor: first.body.cursor },
    });

    // Assess
    expect(names(first)).toEqual(['albert Ames', 'Alice Archer']);
    expect(names(second)).toEqual(['Bob Brown']);
    expect(second.body.cursor).toBeUndefined();
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual({
      code: 'input.badCursor',
      message: 'The page cursor is not valid',
      errors: [{ path: 'query.cursor', message: 'Field is not valid' }],
    });
  });

  it('shows another hostel’s admin none of these users', async () => {
    // Act
    const answer = await invoke('listUsers', { token: otherAdmin.token, query: { role: 'student' } });

    // Assess
    expect(answer.status).toBe(200);
    expect(names(answer)).toEqual(['Alan Away']);
  });
});

describe('POST /api/users', () => {
  it('adds a roomkeeper who is invited by mail, sets a password through the link and signs in', async () => {
    // Prepare
    const hostelBefore = await storedItem(keys.hostel(hostel.id));
    const email = 'new.keeper@test.hostel';

    // Act
    const answer = await invoke('createUser', {
      token: admin.token,
      body: { role: 'roomkeeper', fullname: 'Nora New', email: 'New.Keeper@test.hostel', phone: '555 7' },
    });
    const mail = (await readOutbox()).find((sent) => sent.to === email);
    const link = /https:\/\/hostel\.example\/auth\/reset-password\/(\S+)\/(\S+)\/(\S+)/.exec(
      mail?.text ?? '',
    );
    const [, role = '', userid = '', token = ''] = link ?? [];
    const reset = await invoke('authResetPassword', {
      params: { role, userid, token: decodeURIComponent(token) },
      body: { password: 'a fresh password' },
    });
    const login = await invoke('authLogin', {
      body: { email, password: 'a fresh password', role: 'roomkeeper' },
    });

    // Assess
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      user: {
        _id: expect.any(String),
        name: 'Nora New',
        firstname: 'Nora',
        lastname: 'New',
        occupation: 'Roomkeeper',
        email,
        phone: '555 7',
        role: 'roomkeeper',
        hostel: hostel.name,
        hostelId: hostel.id,
        mailKinds: ['assigned', 'reclean'],
        pushKinds: ['assigned', 'takenAway', 'reclean'],
      },
      invitationSent: true,
    });
    expect(mail?.subject).toBe(`You are invited to Hostel Clean at ${hostel.name}`);
    expect([role, userid]).toEqual(['roomkeeper', answer.body.user._id]);
    expect(reset.status).toBe(200);
    expect(login.status).toBe(200);
    expect(login.body.authToken).toEqual(expect.any(String));
    const hostelAfter = await storedItem(keys.hostel(hostel.id));
    expect(Number(hostelAfter?.roomkeepers) - Number(hostelBefore?.roomkeepers)).toBe(1);
    const keepers = await invoke('listUsers', {
      token: admin.token,
      query: { role: 'roomkeeper', search: 'nora' },
    });
    expect(names(keepers)).toEqual(['Nora New']);
  });

  it('adds a student with room and floor, with no password until they set one', async () => {
    // Act
    const answer = await invoke('createUser', {
      token: admin.token,
      body: {
        role: 'student',
        fullname: 'Stella Study',
        email: 'stella@test.hostel',
        room: '31',
        floor: '3',
      },
    });
    const login = await invoke('authLogin', {
      body: { email: 'stella@test.hostel', password: 'anything at all', role: 'student' },
    });

    // Assess
    expect(answer.status).toBe(201);
    expect(answer.body.user).toMatchObject({ role: 'student', room: '31', floor: '3', hostelId: hostel.id });
    expect(await storedItem(keys.user(answer.body.user._id))).not.toHaveProperty('passwordHash');
    expect(login.status).toBe(203);
  });

  it('answers 409 for an email already used for that role, and allows it for another role', async () => {
    // Act
    const taken = await invoke('createUser', {
      token: admin.token,
      body: { role: 'student', fullname: 'Alice Again', email: alice.email },
    });
    const otherRole = await invoke('createUser', {
      token: admin.token,
      body: { role: 'roomkeeper', fullname: 'Alice Keeper', email: alice.email },
    });

    // Assess
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      code: 'user.emailRegistered',
      message: 'Email already registered.',
      errors: [{ path: 'email', message: 'Email already registered.' }],
    });
    expect(otherRole.status).toBe(201);
  });

  it('refuses a room for a roomkeeper and an admin role', async () => {
    // Act
    const room = await invoke('createUser', {
      token: admin.token,
      body: { role: 'roomkeeper', fullname: 'Rex Room', email: 'rex@test.hostel', room: '1' },
    });
    const role = await invoke('createUser', {
      token: admin.token,
      body: { role: 'admin', fullname: 'Ada Admin', email: 'ada@test.hostel' },
    });

    // Assess
    expect(room.status).toBe(400);
    expect(room.body).toEqual({
      code: 'input.invalid',
      message: 'Field is not valid',
      errors: [{ path: 'room', message: 'Only students have a room and floor' }],
    });
    expect(role.status).toBe(400);
    expect(role.body.errors).toEqual([{ path: 'role', message: 'Field is not valid' }]);
  });
});
