/**
 * The room board's routes as a contract (issue 30), as `contract.test.ts` does for the others: every
 * answer of a scripted story over DynamoDB Local parses with its route's declared schema for that status,
 * every refusal is an `ErrorAnswer` whose code has that status, and each route of the group answered a
 * success — with a request on a room in every state the board shows.
 */
import { randomUUID } from 'node:crypto';

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';

import { boardRoutes } from '#shared/route-table/board';

import { contractStory } from '../helpers/contract';
import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { allotVia, createVia, dateIn } from './requests-fixtures';

const { call, seen, refusals } = contractStory();

let admin: Account;
let keeper: Account;
let student: Account;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-15T12:00:00Z') });
  const hostel = await makeHostel();
  admin = await makeUser('admin', hostel);
  keeper = await makeUser('roomkeeper', hostel);
  student = await makeUser('student', hostel);
});

afterAll(() => vi.useRealTimers());

describe('the room board routes answer as the table says', () => {
  it('on success and refusal alike, every route of the group', async () => {
    const token = admin.token;
    const range = await invoke('createRoomRange', {
      token,
      body: { building: 'Contract', floor: '1', from: 1, to: 3, typeId: 'twin' },
    });
    const [first, second] = range.body.created as { id: string }[];
    const { db, tableName } = await import('#functions/data/store/client');
    const { keys } = await import('#functions/data/store/keys');
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.user(student.id),
        UpdateExpression: 'SET roomId = :room',
        ExpressionAttributeValues: { ':room': first!.id },
      }),
    );
    const request = await createVia(student, 0, '12:30');
    await allotVia(admin, request, keeper);
    await invoke('startRequest', { token: keeper.token, body: { id: request._id } });
    await invoke('setRoomService', { token, body: { roomId: second!.id, inService: false } });

    const board = await call('roomBoard', { token, query: { date: dateIn(0) } });
    expect(board.body.states).toEqual({ inProgress: 1, outOfService: 1, free: 1 });
    await call('roomBoard', {
      token: keeper.token,
      query: { building: 'Contract', floor: '1', type: 'twin' },
    });
    await call('roomBoard', { token, query: { building: 'Contract', cursor: 'not-a-cursor' } });
    await call('roomPage', { token, query: { roomId: first!.id } });
    await call('roomPage', { token, query: { roomId: randomUUID() } });
    // A keeper given the building: their answers carry it as `keeperBuilding` and parse the same.
    const given = await invoke('setKeeperCapacity', {
      token,
      body: { keeperId: keeper.id, minutes: 420, building: 'contract' },
    });
    expect(given.body.building).toBe('Contract');
    expect((await call('roomBoard', { token: keeper.token })).body.keeperBuilding).toBe('Contract');
    await call('roomPage', { token: keeper.token, query: { roomId: first!.id } });

    expect([...seen].sort()).toEqual(Object.keys(boardRoutes).sort());
    expect([...refusals].sort()).toEqual(['input.badCursor', 'room.notFound'].sort());
  });
});
