import { messages } from '#shared/messages';

import { makeHostel, makeUser, testPassword } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';

describe('POST /api/auth/login', () => {
  it('answers a session token for the right email, password and role', async () => {
    const hostel = await makeHostel();
    const student = await makeUser('student', hostel);

    const answer = await invoke('authLogin', {
      body: { email: student.email, password: testPassword, role: 'student' },
    });

    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['authToken']);
    const me = await invoke('authGetUser', { token: answer.body.authToken });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      _id: student.id,
      email: student.email,
      role: 'student',
      hostel: hostel.name,
    });
  });

  it('answers 203 with a message for a wrong password', async () => {
    const keeper = await makeUser('roomkeeper', await makeHostel());

    const answer = await invoke('authLogin', {
      body: { email: keeper.email, password: 'not the one', role: 'roomkeeper' },
    });

    expect(answer).toMatchObject({ status: 203, body: { message: 'The login detail is incorrect' } });
  });

  it('answers 204 with no body for an unknown account or another role', async () => {
    const admin = await makeUser('admin', await makeHostel());

    const unknown = await invoke('authLogin', {
      body: { email: 'nobody@test.hostel', password: testPassword, role: 'admin' },
    });
    const otherRole = await invoke('authLogin', {
      body: { email: admin.email, password: testPassword, role: 'student' },
    });

    expect(unknown).toMatchObject({ status: 204, text: '' });
    expect(otherRole).toMatchObject({ status: 204, text: '' });
  });

  it('answers 400 with the form messages for malformed fields', async () => {
    const answer = await invoke('authLogin', {
      body: { email: 'not-an-email', password: 'ab', role: 'janitor' },
    });

    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'email', message: messages.wrongEmail },
        { path: 'password', message: messages.min3 },
        { path: 'role', message: messages.fieldNotValid },
      ]),
    );
  });

  it('refuses every attempt after ten failures in the window, even with the right password', async () => {
    const student = await makeUser('student', await makeHostel());
    const body = { email: student.email, password: 'wrong password', role: 'student' };

    const failures = [];
    for (let i = 0; i < 10; i++) failures.push((await invoke('authLogin', { body })).status);
    const right = await invoke('authLogin', { body: { ...body, password: testPassword } });

    expect(failures).toEqual(Array(10).fill(203));
    expect(right.status).toBe(429);
    expect(right.headers['retry-after']).toBeDefined();
  });
});

describe('POST /api/auth/register', () => {
  it('creates a student of the hostel and answers a session token', async () => {
    const hostel = await makeHostel();
    const body = {
      email: 'New.Student@Test.Hostel',
      fullname: 'New Student',
      hostel: hostel.name,
      password: 'secret one 1',
    };

    const answer = await invoke('authRegister', { body });

    expect(answer.status).toBe(200);
    const me = await invoke('authGetUser', { token: answer.body.authToken });
    expect(me.body.data).toMatchObject({
      name: 'New Student',
      firstname: 'New',
      lastname: 'Student',
      email: 'new.student@test.hostel',
      role: 'student',
      hostel: hostel.name,
      hostelId: hostel.id,
    });
    const login = await invoke('authLogin', {
      body: { email: body.email, password: 'secret one 1', role: 'student' },
    });
    expect(login.status).toBe(200);
  });

  it("answers 203 'Email already registered.' for an email in use", async () => {
    const hostel = await makeHostel();
    const student = await makeUser('student', hostel);

    const answer = await invoke('authRegister', {
      body: { email: student.email, fullname: 'Someone Else', hostel: hostel.name, password: 'secret one 1' },
    });

    expect(answer).toMatchObject({ status: 203, body: { message: 'Email already registered.' } });
  });

  it('answers 204 for invalid fields or a hostel that does not exist', async () => {
    const invalid = await invoke('authRegister', {
      body: { email: 'x', fullname: 'ab', hostel: 'h', password: '1' },
    });
    const unknownHostel = await invoke('authRegister', {
      body: {
        email: 'someone@test.hostel',
        fullname: 'Some One',
        hostel: 'No Such Hostel',
        password: 'secret one 1',
      },
    });

    expect(invalid).toMatchObject({ status: 204, text: '' });
    expect(unknownHostel).toMatchObject({ status: 204, text: '' });
  });

  it('never lets the body choose the role', async () => {
    const hostel = await makeHostel();

    const answer = await invoke('authRegister', {
      body: {
        email: 'sneaky@test.hostel',
        fullname: 'Sneaky One',
        hostel: hostel.name,
        password: 'secret one 1',
        role: 'admin',
      },
    });
    const asAdmin = await invoke('authLogin', {
      body: { email: 'sneaky@test.hostel', password: 'secret one 1', role: 'admin' },
    });

    expect(answer.status).toBe(204);
    expect(asAdmin.status).toBe(204);
  });
});

describe('GET /api/auth/getuser', () => {
  it('accepts the token as x-access-token and never shows secrets', async () => {
    const admin = await makeUser('admin', await makeHostel());

    const answer = await invoke('authGetUser', { headers: { 'x-access-token': admin.token } });

    expect(answer.status).toBe(200);
    expect(answer.text).not.toMatch(/passwordHash|tokenVersion|scrypt/);
    expect(answer.body.data).toMatchObject({ _id: admin.id, role: 'admin' });
  });

  it('answers 401 without a token', async () => {
    expect(await invoke('authGetUser')).toMatchObject({ status: 401, body: { message: expect.any(String) } });
  });
});

describe('GET /api/hostels', () => {
  it('lists the hostels by name for the registration form', async () => {
    const first = await makeHostel('Aardvark House');
    const second = await makeHostel('Zebra Hall');

    const answer = await invoke('hostels');

    expect(answer.status).toBe(200);
    const names = answer.body.data.map((hostel: { name: string }) => hostel.name);
    expect(names).toEqual(expect.arrayContaining([first.name, second.name]));
    expect(names.indexOf(first.name)).toBeLessThan(names.indexOf(second.name));
  });

  it('says how each hostel takes registrations, so the form can leave out a closed one', async () => {
    const open = await makeHostel();
    const closed = await makeHostel();
    const closedAdmin = await makeUser('admin', closed);
    await invoke('updateHostelSettings', { token: closedAdmin.token, body: { registration: 'closed' } });

    const answer = await invoke('hostels');

    expect(answer.status).toBe(200);
    const modeOf = (name: string) =>
      answer.body.data.find((hostel: { name: string }) => hostel.name === name)?.registration;
    expect([modeOf(open.name), modeOf(closed.name)]).toEqual(['approval', 'closed']);
  });
});
