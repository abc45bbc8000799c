import { makeHostel, makeUser, testPassword } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';

let hostel: { id: string; name: string };

beforeAll(async () => {
  hostel = await makeHostel();
});

const change = (token: string, currentPassword: string, password = 'a brand new one') =>
  invoke('updatePassword', { token, body: { currentPassword, password, confirmPassword: password } });

describe('POST /api/updatePassword', () => {
  it('sets the new password, ends every older session and answers a token for this one', async () => {
    // Prepare
    const user = await makeUser('roomkeeper', hostel);
    const otherSession = await invoke('authLogin', {
      body: { email: user.email, password: testPassword, role: 'roomkeeper' },
    });

    // Act
    const answer = await change(user.token, testPassword);
    const oldToken = await invoke('authGetUser', { token: user.token });
    const otherToken = await invoke('authGetUser', { token: otherSession.body.authToken });
    const newToken = await invoke('authGetUser', { token: answer.body.authToken });
    const withOld = await invoke('authLogin', {
      body: { email: user.email, password: testPassword, role: 'roomkeeper' },
    });
    const withNew = await invoke('authLogin', {
      body: { email: user.email, password: 'a brand new one', role: 'roomkeeper' },
    });

    // Assess
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['authToken']);
    expect(oldToken.status).toBe(401);
    expect(otherToken.status).toBe(401);
    expect(newToken).toMatchObject({ status: 200, body: { data: { _id: user.id } } });
    expect(withOld.status).toBe(203);
    expect(withNew.status).toBe(200);
  });

  it('answers 400 on currentPassword for a wrong current password and keeps the password', async () => {
    // Prepare
    const user = await makeUser('student', hostel);

    // Act
    const answer = await change(user.token, 'not my password');
    const session = await invoke('authGetUser', { token: user.token });

    // Assess
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 'auth.wrongCurrentPassword',
      message: 'The current password is incorrect',
      errors: [{ path: 'currentPassword', message: 'The current password is incorrect' }],
    });
    expect(session.status).toBe(200);
    const login = await invoke('authLogin', {
      body: { email: user.email, password: testPassword, role: 'student' },
    });
    expect(login.status).toBe(200);
  });

  it('counts wrong current passwords against the sign-in throttle', async () => {
    // Prepare
    const user = await makeUser('admin', hostel);

    // Act
    const wrong = [];
    for (let i = 0; i < 10; i++) wrong.push((await change(user.token, `guess ${i}`)).status);
    const eleventh = await change(user.token, testPassword);
    const login = await invoke('authLogin', {
      body: { email: user.email, password: testPassword, role: 'admin' },
    });

    // Assess
    expect(wrong).toEqual(Array(10).fill(400));
    expect(eleventh).toMatchObject({
      status: 429,
      body: { message: 'Too many failed attempts, try again later' },
    });
    expect(login.status).toBe(429);
  });

  it('refuses a confirmation that does not match', async () => {
    // Prepare
    const user = await makeUser('student', hostel);

    // Act
    const answer = await invoke('updatePassword', {
      token: user.token,
      body: { currentPassword: testPassword, password: 'one new password', confirmPassword: 'another' },
    });

    // Assess
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { path: 'confirmPassword', message: "Password and Confirm Password didn't match" },
    ]);
    expect((await invoke('authGetUser', { token: user.token })).status).toBe(200);
  });
});
