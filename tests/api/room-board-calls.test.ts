/**
 * The DynamoDB calls of the room board (the table in docs/dynamodb-calls.md): the same Queries for a
 * hostel of 50 rooms and one of 2,000 in 4 buildings — never a Scan, never a read per room.
 */
import { callsOf } from '../helpers/dynamo-calls';
import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { seedRooms } from '../helpers/seed-rooms';

const date = '2030-01-15';
let small: Account;
let large: Account;
let keeper: Account;

beforeAll(async () => {
  const [smallHostel, largeHostel] = [await makeHostel(), await makeHostel()];
  small = await makeUser('admin', smallHostel);
  large = await makeUser('admin', largeHostel);
  keeper = await makeUser('roomkeeper', largeHostel);
  await seedRooms(smallHostel.id, { buildings: 1, floors: 5, perFloor: 10, date });
  await seedRooms(largeHostel.id, { buildings: 4, floors: 10, perFloor: 50, date });
}, 240_000);

describe('DynamoDB calls of the room board', () => {
  it('are the same at 50 and at 2,000 rooms, and the documented ones', async () => {
    const measure = async (admin: Account) => {
      const rooms = await invoke('roomBoard', { token: admin.token, query: { date } });
      const roomId = rooms.body.rooms[0].id;
      return {
        firstScreen: await callsOf('roomBoard', { token: admin.token, query: { date } }),
        floor: await callsOf('roomBoard', {
          token: admin.token,
          query: { date, building: 'Block A', floor: '2' },
        }),
        today: await callsOf('roomBoard', { token: admin.token }),
        roomPage: await callsOf('roomPage', { token: admin.token, query: { roomId } }),
        shown: rooms.body.rooms.length,
        requested: rooms.body.states.requested,
      };
    };
    const [atFifty, atTwoThousand] = [await measure(small), await measure(large)];

    const query = ['GetItem', 'Query', 'Query', 'Query'];
    expect(atFifty).toEqual({
      firstScreen: { status: 200, commands: query },
      floor: { status: 200, commands: query },
      today: { status: 200, commands: ['GetItem', 'GetItem', 'Query', 'Query', 'Query'] },
      roomPage: { status: 200, commands: ['GetItem', 'Query', 'GetItem'] },
      shown: 50,
      requested: 10,
    });
    // The first building of the large hostel: its 500 rooms, one page.
    expect(atTwoThousand).toEqual({ ...atFifty, shown: 500, requested: 100 });
  }, 120_000);

  it('are no more for a keeper of one building; another building reads no rooms', async () => {
    const set = await invoke('setKeeperCapacity', {
      token: large.token,
      body: { keeperId: keeper.id, minutes: 420, building: 'Block C' },
    });
    expect(set.status).toBe(200);
    const roomId = (await invoke('roomBoard', { token: keeper.token, query: { date } })).body.rooms[0].id;
    expect({
      own: await callsOf('roomBoard', { token: keeper.token, query: { date } }),
      floor: await callsOf('roomBoard', {
        token: keeper.token,
        query: { date, building: 'Block C', floor: '2' },
      }),
      another: await callsOf('roomBoard', { token: keeper.token, query: { date, building: 'Block A' } }),
      roomPage: await callsOf('roomPage', { token: keeper.token, query: { roomId } }),
    }).toEqual({
      // Their building is known from their user item: its rooms are read beside the floors.
      own: { status: 200, commands: ['GetItem', 'Query', 'Query', 'Query'] },
      floor: { status: 200, commands: ['GetItem', 'Query', 'Query', 'Query'] },
      another: { status: 200, commands: ['GetItem', 'Query'] },
      roomPage: { status: 200, commands: ['GetItem', 'Query', 'GetItem'] },
    });
  }, 120_000);
});
