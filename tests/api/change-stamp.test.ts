/**
 * The change stamp over DynamoDB Local through the real handlers (`GET /api/live`): its ETag and 304 while
 * nothing changed, moved by each change of the hostel and by none of another hostel's.
 */
import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { registerConfirmed } from '../helpers/registration';
import { createVia } from './requests-fixtures';

let hostel: { id: string; name: string };
let admin: Account;
let secondAdmin: Account;
let keeper: Account;
let student: Account;
let outsider: Account;

// The clock starts at noon UTC and runs on (`Date` only), as in `notifications.test.ts`.
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-15T12:00:00Z'), shouldAdvanceTime: true });
  hostel = await makeHostel();
  admin = await makeUser('admin', hostel, { name: 'Nora Admin' });
  secondAdmin = await makeUser('admin', hostel, { name: 'Omar Admin' });
  keeper = await makeUser('roomkeeper', hostel, { name: 'Kai Keeper' });
  student = await makeUser('student', hostel, { name: 'Sol Student', room: '7', floor: '2' });
  outsider = await makeUser('student', await makeHostel());
});

afterAll(() => {
  vi.useRealTimers();
});

describe('the change stamp', () => {
  it('answers 304 while nothing changed, and moves with each change', async () => {
    const asker = await makeUser('student', hostel);
    const first = await invoke('live', { token: student.token });
    expect(first.status).toBe(200);
    const etag = first.headers.etag!;
    expect(etag).toBe(`"${first.body.stamp}.${first.body.unread}"`);

    const unchanged = await invoke('live', { token: student.token, headers: { 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe('');

    // The keeper's view moves when the student creates a request (same hostel) ...
    const keeperBefore = await invoke('live', { token: keeper.token });
    await createVia(asker, 14);
    const moved = await invoke('live', {
      token: keeper.token,
      headers: { 'if-none-match': keeperBefore.headers.etag! },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.stamp).toBeGreaterThan(keeperBefore.body.stamp);

    // ... and another hostel's does not.
    const outsiderBefore = await invoke('live', { token: outsider.token });
    await createVia(asker, 15);
    expect(
      (
        await invoke('live', {
          token: outsider.token,
          headers: { 'if-none-match': outsiderBefore.headers.etag! },
        })
      ).status,
    ).toBe(304);
  });

  it('moves when an admin adds a user or settles a registration, so the Manage pages follow', async () => {
    // Prepare
    const stamp = async () => (await invoke('live', { token: secondAdmin.token })).body.stamp as number;
    const atStart = await stamp();

    // Act
    const added = await invoke('createUser', {
      token: admin.token,
      body: { role: 'roomkeeper', fullname: 'Ana Added', email: `ana-${Date.now()}@test.hostel` },
    });
    const afterAdding = await stamp();
    const registered = await registerConfirmed({
      email: `reg-${Date.now()}@test.hostel`,
      fullname: 'Rita Waiting',
      hostel: hostel.id,
      password: 'long enough 1',
    });
    const waiting = await invoke('authGetUser', { token: registered.body.authToken });
    const afterRegistering = await stamp();
    const approved = await invoke('approveUsers', {
      token: admin.token,
      body: { ids: [waiting.body.data._id] },
    });
    const afterApproving = await stamp();

    // Assess
    expect([added.status, registered.status, approved.status]).toEqual([201, 200, 200]);
    expect(afterAdding).toBeGreaterThan(atStart);
    expect(afterRegistering).toBeGreaterThan(afterAdding);
    expect(afterApproving).toBeGreaterThan(afterRegistering);
  });
});
