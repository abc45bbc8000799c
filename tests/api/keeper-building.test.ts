/**
 * A roomkeeper's building (issue 30) through the real handlers over DynamoDB Local: the admin sets and
 * clears it with the keeper's capacity (a building the floors do not name is refused, another hostel's
 * keeper is missing), the roomkeepers list shows it, and a keeper with a building reads that building's
 * board and rooms only — another building's answer exactly as a missing one's — while the admin and a
 * keeper without one read the whole hostel.
 */
import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { type Answer, invoke } from '../helpers/invoke';

const date = '2030-01-15';
let admin: Account;
let keeper: Account;
let wholeHostel: Account;
let otherAdmin: Account;
let otherKeeper: Account;
/** Room ids by `<building>/<number>`; `elsewhere/…` are the other hostel's. */
const rooms: Record<string, string> = {};

async function addRooms(owner: Account, building: string, floor: string, from: number, to: number) {
  const range = await invoke('createRoomRange', {
    token: owner.token,
    body: { building, floor, from, to, typeId: 'single' },
  });
  expect(range.status, range.text).toBe(200);
  const prefix = owner === otherAdmin ? 'elsewhere' : building;
  for (const room of range.body.created as { id: string; number: string }[])
    rooms[`${prefix}/${room.number}`] = room.id;
}

const setBuilding = (by: Account, keeperId: string, building: string | null | undefined, minutes = 300) =>
  invoke('setKeeperCapacity', {
    token: by.token,
    body: { keeperId, minutes, ...(building !== undefined ? { building } : {}) },
  });

const board = (account: Account, query: Record<string, string> = {}) =>
  invoke('roomBoard', { token: account.token, query: { date, ...query } });

const roomPage = (account: Account, roomId: string) =>
  invoke('roomPage', { token: account.token, query: { roomId } });

const ok = (answer: Answer) => {
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
};

const buildingsOf = (answer: Answer) => [
  ...new Set((answer.body.floors as { building: string }[]).map((floor) => floor.building)),
];
const numbersOf = (answer: Answer) => (answer.body.rooms as { number: string }[]).map((room) => room.number);

async function listedKeeper(id: string) {
  const list = ok(await invoke('listUsers', { token: admin.token, query: { role: 'roomkeeper' } }));
  return (list.items as { _id: string }[]).find((item) => item._id === id);
}

beforeAll(async () => {
  const [hostel, elsewhere] = [await makeHostel(), await makeHostel()];
  admin = await makeUser('admin', hostel);
  keeper = await makeUser('roomkeeper', hostel, { name: 'Ada Keeper' });
  wholeHostel = await makeUser('roomkeeper', hostel, { name: 'Hal Keeper' });
  otherAdmin = await makeUser('admin', elsewhere);
  otherKeeper = await makeUser('roomkeeper', elsewhere, { name: 'Oz Keeper' });
  await addRooms(admin, 'Block A', '1', 101, 102);
  await addRooms(admin, 'Block A', '2', 201, 201);
  await addRooms(admin, 'Block B', '1', 101, 102);
  // The other hostel has a building this one does not.
  await addRooms(otherAdmin, 'Block C', '1', 101, 101);
}, 120_000);

describe('the admin sets a keeper’s building', () => {
  it('as the floors spell it, shows it in the list, and keeps it while only the capacity changes', async () => {
    const set = await setBuilding(admin, keeper.id, '  block a ');
    expect(ok(set)).toEqual({ _id: keeper.id, capacityMinutes: 300, capacity: 300, building: 'Block A' });
    expect(await listedKeeper(keeper.id)).toMatchObject({ capacityMinutes: 300, building: 'Block A' });
    expect(await listedKeeper(wholeHostel.id)).not.toHaveProperty('building');

    // A body without `building` (as before buildings) leaves it.
    expect(ok(await setBuilding(admin, keeper.id, undefined, 360))).toEqual({
      _id: keeper.id,
      capacityMinutes: 360,
      capacity: 360,
      building: 'Block A',
    });
  });

  it('refuses a building the hostel has not — another hostel’s included — and writes nothing', async () => {
    for (const building of ['Block Z', 'Block C']) {
      const refused = await setBuilding(admin, keeper.id, building, 480);
      expect(refused.status, refused.text).toBe(400);
      expect(refused.body.code).toBe('keeper.buildingUnknown');
    }
    expect(await listedKeeper(keeper.id)).toMatchObject({ capacityMinutes: 360, building: 'Block A' });
  });

  it('answers another hostel’s keeper exactly as a missing one', async () => {
    const across = await setBuilding(otherAdmin, keeper.id, 'Block C');
    const missing = await setBuilding(otherAdmin, '30000000-0000-4000-8000-00000000dead', 'Block C');
    expect(across.status).toBe(404);
    expect(across.body).toEqual(missing.body);
    expect(across.body.code).toBe('keeper.notFound');
    // Nor may this hostel's admin give the other hostel's keeper a building.
    const theirs = await setBuilding(admin, otherKeeper.id, 'Block A');
    expect([theirs.status, theirs.body.code]).toEqual([404, 'keeper.notFound']);
    expect(await listedKeeper(keeper.id)).toMatchObject({ building: 'Block A' });
  });
});

describe('a keeper with a building', () => {
  beforeAll(async () => {
    ok(await setBuilding(admin, keeper.id, 'Block A'));
  });

  it('reads that building’s board only: its floors, and it when none is named', async () => {
    const own = await board(keeper);
    expect(ok(own)).toMatchObject({ building: 'Block A', keeperBuilding: 'Block A' });
    expect(buildingsOf(own)).toEqual(['Block A']);
    expect(numbersOf(own)).toEqual(['101', '102', '201']);
    const floor = await board(keeper, { building: 'Block A', floor: '2' });
    expect(numbersOf(floor)).toEqual(['201']);
  });

  it('gets another building’s board exactly as one the hostel does not have', async () => {
    const queries: Record<string, string>[] = [{ building: 'Block B' }, { building: 'block b', floor: '1' }];
    for (const query of queries) {
      const other = ok(await board(keeper, query));
      const missing = ok(await board(keeper, { ...query, building: 'Nowhere' }));
      expect(other).toEqual({ ...missing, building: query.building });
      expect(other.rooms).toEqual([]);
      expect(other.keeperBuilding).toBe('Block A');
    }
  });

  it('gets another building’s room, and another hostel’s, exactly as a missing one', async () => {
    expect(ok(await roomPage(keeper, rooms['Block A/101']!)).room.number).toBe('101');
    const missing = await roomPage(keeper, '30000000-0000-4000-8000-00000000dead');
    expect([missing.status, missing.body.code]).toEqual([404, 'room.notFound']);
    for (const roomId of [rooms['Block B/101']!, rooms['elsewhere/101']!]) {
      const answer = await roomPage(keeper, roomId);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(missing.body);
    }
  });

  it('stays read-only', async () => {
    const edit = await invoke('setRoomService', {
      token: keeper.token,
      body: { roomId: rooms['Block A/101']!, inService: false },
    });
    expect(edit.status).toBe(403);
    expect(ok(await roomPage(admin, rooms['Block A/101']!)).room.inService).toBe(true);
  });

  it('leaves the admin and a keeper without a building the whole hostel', async () => {
    for (const reader of [admin, wholeHostel]) {
      const first = await board(reader);
      expect(buildingsOf(first)).toEqual(['Block A', 'Block B']);
      expect(first.body).not.toHaveProperty('keeperBuilding');
      expect(numbersOf(await board(reader, { building: 'Block B' }))).toEqual(['101', '102']);
      expect(ok(await roomPage(reader, rooms['Block B/101']!)).room.building).toBe('Block B');
    }
  });
});

describe('clearing a keeper’s building', () => {
  it('gives them the hostel’s board and rooms again', async () => {
    ok(await setBuilding(admin, keeper.id, 'Block A'));
    expect(ok(await setBuilding(admin, keeper.id, null))).toEqual({
      _id: keeper.id,
      capacityMinutes: 300,
      capacity: 300,
    });
    expect(await listedKeeper(keeper.id)).not.toHaveProperty('building');
    const first = await board(keeper);
    expect(buildingsOf(first)).toEqual(['Block A', 'Block B']);
    expect(first.body).not.toHaveProperty('keeperBuilding');
    expect(numbersOf(await board(keeper, { building: 'Block B' }))).toEqual(['101', '102']);
    expect(ok(await roomPage(keeper, rooms['Block B/101']!)).room.building).toBe('Block B');
    // Another hostel's room stays missing.
    expect((await roomPage(keeper, rooms['elsewhere/101']!)).status).toBe(404);
  });
});
