/**
 * The DynamoDB calls of the recurring-cleaning routes (issue 31; docs/dynamodb-calls.md): key reads, one
 * Query for the list, one write for a change; the preview's room count reads the named building's rooms
 * in Query pages of 500 and stops after 2,000 rooms, whatever the hostel's size.
 */
import { callsOf } from '../helpers/dynamo-calls';
import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { recurrenceBody } from '../helpers/recurrences';
import { seedRooms } from '../helpers/seed-rooms';

let admin: Account;
let roomId: string;

beforeAll(async () => {
  const hostel = await makeHostel();
  admin = await makeUser('admin', hostel);
  const made = await invoke('createRoom', {
    token: admin.token,
    body: { building: 'A', floor: '1', number: '100', typeId: 'single' },
  });
  roomId = made.body.id;
});

describe('DynamoDB calls of the recurring routes', () => {
  it('are the documented ones', async () => {
    const token = admin.token;
    const created = await callsOf('createRecurrence', { token, body: recurrenceBody() });
    const first = await invoke('listRecurrences', { token });
    const id = first.body.recurrences[0]._id;
    const measured = {
      created,
      createdForRoom: await callsOf('createRecurrence', {
        token,
        body: recurrenceBody({ target: { kind: 'room', roomId } }),
      }),
      createdForType: await callsOf('createRecurrence', {
        token,
        body: recurrenceBody({ target: { kind: 'type', roomTypeId: 'single', building: 'A' } }),
      }),
      list: await callsOf('listRecurrences', { token }),
      edit: await callsOf('updateRecurrence', { token, body: { id, version: 1, ...recurrenceBody() } }),
      pause: await callsOf('updateRecurrence', { token, body: { id, version: 2, paused: true } }),
      previewShared: await callsOf('previewRecurrence', { token, body: recurrenceBody() }),
      previewType: await callsOf('previewRecurrence', {
        token,
        body: recurrenceBody({ target: { kind: 'type', roomTypeId: 'single', building: 'A' } }),
      }),
      previewRoom: await callsOf('previewRecurrence', {
        token,
        body: recurrenceBody({ target: { kind: 'room', roomId } }),
      }),
    };

    expect(measured).toEqual({
      created: { status: 201, commands: ['GetItem', 'GetItem', 'TransactWriteItems'] },
      createdForRoom: { status: 201, commands: ['GetItem', 'GetItem', 'GetItem', 'TransactWriteItems'] },
      createdForType: { status: 201, commands: ['GetItem', 'GetItem', 'GetItem', 'TransactWriteItems'] },
      list: { status: 200, commands: ['GetItem', 'Query', 'BatchGetItem'] },
      edit: { status: 200, commands: ['GetItem', 'GetItem', 'GetItem', 'UpdateItem'] },
      pause: { status: 200, commands: ['GetItem', 'GetItem', 'UpdateItem'] },
      previewShared: { status: 200, commands: ['GetItem', 'GetItem', 'GetItem', 'Query'] },
      previewType: { status: 200, commands: ['GetItem', 'GetItem', 'GetItem', 'Query'] },
      previewRoom: { status: 200, commands: ['GetItem', 'GetItem', 'GetItem'] },
    });
  });

  it('count at most 2,000 rooms for a preview, in four Queries of 500, past that many', async () => {
    const hostel = await makeHostel();
    const big = await makeUser('admin', hostel);
    // 11 floors of 190 singles (2,090 rooms), stored in batches as the rooms' writes store them: adding them
    // through the rooms' transactions took past the test's time on a busy machine (CI).
    await seedRooms(hostel.id, { buildings: 1, floors: 11, perFloor: 190, date: '2026-01-01' });
    const body = recurrenceBody({ target: { kind: 'type', roomTypeId: 'single', building: 'Block A' } });
    const preview = await invoke('previewRecurrence', { token: big.token, body });
    expect(preview.body.rooms).toBe(2000);
    const calls = await callsOf('previewRecurrence', { token: big.token, body });
    expect(calls.commands).toEqual(['GetItem', 'GetItem', 'GetItem', 'Query', 'Query', 'Query', 'Query']);
    const floor = await invoke('previewRecurrence', {
      token: big.token,
      body: recurrenceBody({
        target: { kind: 'type', roomTypeId: 'single', building: 'Block A', floor: '3' },
      }),
    });
    expect(floor.body.rooms).toBe(190);
  });
});
