/**
 * Security events are one-line JSON on stdout, as the stack's metric filters read them: failed, throttled
 * and locked sign-ins, 401s, 403s and reset uses, with route, outcome, user and client, and never the
 * password, a token or an email in clear.
 */
import { createHash } from 'node:crypto';

import { makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { linksMailedTo } from '../helpers/outbox';

interface Line {
  level: string;
  message: string;
  event?: string;
  [field: string]: unknown;
}

let lines: string[] = [];

beforeEach(() => {
  lines = [];
  process.env.LOG_LEVEL = 'info';
  vi.spyOn(console, 'log').mockImplementation((line: unknown) => {
    lines.push(String(line));
  });
});

afterEach(() => {
  process.env.LOG_LEVEL = 'silent';
  vi.restoreAllMocks();
});

const securityLines = () =>
  lines.map((line) => JSON.parse(line) as Line).filter((line) => line.message === 'security');

describe('security log', () => {
  it('logs failures, throttling, locks, 401, 403 and reset uses without secrets', async () => {
    // Prepare
    const hostel = await makeHostel();
    const student = await makeUser('student', hostel);
    const password = 'Sup3r-secret guess';
    const client = '203.0.113.50';
    lines = [];

    // Act
    for (let i = 0; i < 11; i++)
      await invoke('authLogin', {
        body: { email: student.email, password, role: 'student' },
        headers: { 'x-viewer-address': client },
      });
    await invoke('authGetUser', { token: 'not.a.token' });
    await invoke('adminDashboard', { token: student.token });
    await invoke('authForgotPassword', { body: { email: student.email, role: 'student' } });
    const link = (await linksMailedTo(student.email)).at(-1) ?? '';
    const [, role = '', userid = '', token = ''] =
      /\/auth\/reset-password\/(\w+)\/([\w-]+)\/([\w-]+)$/.exec(link) ?? [];
    await invoke('authResetPassword', {
      params: { role, userid, token },
      body: { password: 'new password 1' },
    });

    // Assess
    const events = securityLines();
    const digest = createHash('sha256').update(student.email).digest('hex').slice(0, 16);
    expect(events.filter((line) => line.event === 'login.failed')).toHaveLength(10);
    expect(events.find((line) => line.event === 'login.failed')).toMatchObject({
      level: 'warn',
      route: 'authLogin',
      outcome: 'wrongPassword',
      userId: student.id,
      client,
      email: digest,
    });
    expect(events.find((line) => line.event === 'login.locked')).toMatchObject({ scope: 'client' });
    expect(events.find((line) => line.event === 'login.throttled')).toMatchObject({
      route: 'authLogin',
      outcome: 'refused',
      client,
    });
    expect(events.find((line) => line.event === 'auth.rejected')).toMatchObject({
      route: 'authGetUser',
      outcome: 'auth.unauthenticated',
    });
    expect(events.find((line) => line.event === 'auth.forbidden')).toMatchObject({
      route: 'adminDashboard',
      outcome: 'auth.roleNotAllowed',
    });
    expect(events.find((line) => line.event === 'password.reset')).toMatchObject({
      route: 'authResetPassword',
      outcome: 'reset',
      userId: student.id,
    });
    const all = lines.join('\n');
    for (const secret of [password, 'new password 1', student.email, student.token, token, 'not.a.token'])
      expect(all).not.toContain(secret);
  });
});
