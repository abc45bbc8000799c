/**
 * The rooms list over DynamoDB Local (issue 30): a building's rooms in walking order page by page (floor
 * 10 after floor 9, numbers before letters), a floor's rooms, the type and service filters, and every
 * floor's counters beside them.
 */
import { hostelsWithAdmins } from '../helpers/fixtures';
import { newBuilding as building, roomCalls } from '../helpers/rooms';

let token: string;

beforeAll(async () => {
  token = (await hostelsWithAdmins()).admin.token;
});

const { call, floorsOf } = roomCalls(() => token);

describe('the list', () => {
  it('pages a building in walking order (floor 10 after 9), a floor in one Query, with filters', async () => {
    const name = building();
    const ranges = [
      { floor: '10', from: 1001, to: 1002, typeId: 'single' },
      { floor: '9', from: 901, to: 902, typeId: 'single' },
      { floor: 'G', from: 1, to: 2, typeId: 'common' },
    ];
    for (const range of ranges) await call('createRoomRange', { building: name, ...range });
    const all = [];
    let cursor: string | undefined;
    do {
      const page = await call('listRooms', undefined, {
        building: name,
        limit: '2',
        ...(cursor ? { cursor } : {}),
      });
      expect(page.status).toBe(200);
      all.push(...page.body.data);
      cursor = page.body.cursor;
    } while (cursor);
    expect(all.map((room: { floor: string; number: string }) => `${room.floor}-${room.number}`)).toEqual([
      '9-901',
      '9-902',
      '10-1001',
      '10-1002',
      'G-1',
      'G-2',
    ]);
    const floors = await floorsOf(name);
    expect(floors.map((floor: { floor: string; rooms: number }) => [floor.floor, floor.rooms])).toEqual([
      ['9', 2],
      ['10', 2],
      ['G', 2],
    ]);
    const floor = await call('listRooms', undefined, { building: name, floor: '10' });
    expect(floor.body.data.map((room: { number: string }) => room.number)).toEqual(['1001', '1002']);
    const common = await call('listRooms', undefined, { building: name, type: 'common' });
    expect(common.body.data.map((room: { number: string }) => room.number)).toEqual(['1', '2']);
    const badFloor = await call('listRooms', undefined, { floor: '1' });
    expect(badFloor.status).toBe(400);
  });
});
