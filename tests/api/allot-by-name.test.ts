/**
 * Allotting by a keeper's name over DynamoDB Local through the real handlers: two keepers of one name
 * answer 409, none 404, another hostel's keeper as none; and the list of the hostel's keepers the allot
 * dialog offers by name.
 */
import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { createVia } from './requests-fixtures';

let hostel: { id: string; name: string };
let admin: Account;
let keeper: Account;
let otherKeeper: Account;

// The clock stands at noon UTC (`Date` only), as in `requests-lifecycle.test.ts`.
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-15T12:00:00Z') });
  hostel = await makeHostel();
  admin = await makeUser('admin', hostel, { name: 'Hana Admin' });
  keeper = await makeUser('roomkeeper', hostel, { name: 'Kim Keeper', phone: '+1 555 0001' });
  otherKeeper = await makeUser('roomkeeper', hostel, { name: 'Lee Keeper', phone: '+1 555 0002' });
});

afterAll(() => {
  vi.useRealTimers();
});

describe('allotting by name', () => {
  it('answers 409 when two roomkeepers of the hostel have that name, 404 when none has', async () => {
    const twinHostel = await makeHostel();
    const twinAdmin = await makeUser('admin', twinHostel);
    const twinStudent = await makeUser('student', twinHostel);
    await makeUser('roomkeeper', twinHostel, { name: 'Alex Twin' });
    await makeUser('roomkeeper', twinHostel, { name: 'alex twin' });
    const request = await createVia(twinStudent, 3);

    const ambiguous = await invoke('allotRequest', {
      token: twinAdmin.token,
      body: { id: request._id, roomKeeper: 'Alex Twin' },
    });
    const unknown = await invoke('allotRequest', {
      token: twinAdmin.token,
      body: { id: request._id, roomKeeper: 'Nobody' },
    });
    const foreign = await invoke('allotRequest', {
      token: twinAdmin.token,
      body: { id: request._id, roomKeeperId: keeper.id },
    });

    expect(ambiguous).toMatchObject({
      status: 409,
      body: { message: 'Two roomkeepers have that name. Choose the roomkeeper by id.' },
    });
    expect(unknown).toMatchObject({
      status: 404,
      body: { message: 'There is no such roomkeeper in your hostel.' },
    });
    expect(foreign).toMatchObject({
      status: 404,
      body: { message: 'There is no such roomkeeper in your hostel.' },
    });
  });
});

describe('GET /api/allotRequest', () => {
  it("lists the admin's hostel keepers as [{_id, name}] by name", async () => {
    const answer = await invoke('listRoomkeepers', { token: admin.token, query: { hostel: hostel.name } });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      { _id: keeper.id, name: 'Kim Keeper' },
      { _id: otherKeeper.id, name: 'Lee Keeper' },
    ]);
  });
});
