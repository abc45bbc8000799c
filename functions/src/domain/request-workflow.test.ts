/**
 * Store faults at the workflow routes, with DynamoDB mocked (aws-sdk-client-mock replaces `send`, so
 * these are the outcomes once the SDK's own retries have run out): refusals map to the right 409, a
 * conflict is retried a bounded number of times, a lost race is never retried, overload is a 503.
 */
import {
  ProvisionedThroughputExceededException,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';

import { invoke } from '#tests/helpers/invoke';

import { keys } from '../data/store/keys';
import { signSession } from '../security/tokens';

const dynamo = mockClient(DynamoDBDocumentClient);

const hostelId = 'demo-hostel';
const studentId = '11111111-1111-4111-8111-111111111111';
const keeperId = '22222222-2222-4222-8222-222222222222';
const requestId = '33333333-3333-4333-8333-333333333333';

const userItem = (id: string, role: 'student' | 'roomkeeper') => ({
  ...keys.user(id),
  _id: id,
  name: role === 'student' ? 'Sam Student' : 'Ravi Keeper',
  email: `${role}@test.hostel`,
  role,
  hostel: 'Demo Hostel',
  hostelId,
  tokenVersion: 1,
  createdAt: '2030-01-01T00:00:00.000Z',
  openRequests: 1,
  scheduled: 1,
});
const scheduledItem = {
  ...keys.request(requestId),
  _id: requestId,
  hostelId,
  studentId,
  studentName: 'Sam Student',
  room: '101',
  floor: '1',
  // A past day: a request is completed from its day on.
  date: '2025-01-02',
  time: '10:00',
  requestStatus: 'Scheduled',
  roomkeeper: 'Ravi Keeper',
  roomKeeperId: keeperId,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
  version: 2,
  history: [],
};

const cancelled = (codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

let studentToken: string;
let keeperToken: string;

beforeAll(async () => {
  studentToken = await signSession({ sub: studentId, tv: 1 });
  keeperToken = await signSession({ sub: keeperId, tv: 1 });
});

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand, { Key: keys.user(studentId) }).resolves({ Item: userItem(studentId, 'student') });
  dynamo.on(GetCommand, { Key: keys.user(keeperId) }).resolves({ Item: userItem(keeperId, 'roomkeeper') });
  dynamo.on(GetCommand, { Key: keys.request(requestId) }).resolves({ Item: scheduledItem });
  // A hostel whose admin never changed its rules: the defaults, at version 0.
  dynamo.on(GetCommand, { Key: keys.hostel(hostelId) }).resolves({ Item: keys.hostel(hostelId) });
});

/** A week ahead: inside the window a request may be made for. */
const wantedDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

const create = () =>
  invoke('createRequest', {
    token: studentToken,
    body: { room: '101', floor: '1', date: wantedDate, time: '09:00' },
  });

describe('POST /api/createRequest when the transaction is cancelled', () => {
  it('by the date lock: 409 with the date message', async () => {
    // The request, the rules check, the student's counters, the date lock.
    dynamo.on(TransactWriteCommand).rejects(cancelled(['None', 'None', 'None', 'ConditionalCheckFailed']));

    const answer = await create();

    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      code: 'request.dateTaken',
      message: 'You already have a request for that date.',
    });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('by the open-request counter: 409 with the limit message', async () => {
    dynamo.on(TransactWriteCommand).rejects(cancelled(['None', 'None', 'ConditionalCheckFailed']));

    const answer = await create();

    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      code: 'request.openLimit',
      message: 'You can have at most 3 open requests.',
    });
  });

  it('by a conflict once: retried, then 201', async () => {
    dynamo
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled(['TransactionConflict', 'None', 'None']))
      .resolves({});

    const answer = await create();

    expect(answer.status).toBe(201);
    expect(answer.body.request).toMatchObject({ requestStatus: 'Pending', studentId, date: wantedDate });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it('by conflicts that do not stop: a bounded number of tries, then 503', async () => {
    dynamo.on(TransactWriteCommand).rejects(cancelled(['TransactionConflict', 'None', 'None']));

    const answer = await create();

    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ code: 'server.busy', message: 'Service busy, try again shortly' });
    expect(answer.headers['retry-after']).toBe('1');
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(4);
  });
});

describe('POST /api/completeRequest', () => {
  it('writes on the status and version it read, with every counter in the same transaction', async () => {
    dynamo.on(TransactWriteCommand).resolves({});

    const answer = await invoke('completeRequest', {
      token: keeperToken,
      body: { id: requestId, timeIn: '10:00', timeOut: '10:30' },
    });

    expect(answer.status).toBe(200);
    const [call] = dynamo.commandCalls(TransactWriteCommand);
    const items = call?.args[0].input.TransactItems ?? [];
    expect(items.map((item) => [item.Update?.Key, item.Update?.ExpressionAttributeValues])).toEqual([
      [keys.request(requestId), expect.objectContaining({ ':from': 'Scheduled', ':version': 2 })],
      [keys.user(keeperId), { ':c0': -1, ':c1': 1 }],
      [keys.user(studentId), { ':c0': -1, ':c1': -1, ':c2': 1, ':c3': 1 }],
      [keys.hostel(hostelId), { ':c0': 1 }],
      // The student's notification and the keeper's own Logs entry (Puts), then the hostel's change stamp.
      [undefined, undefined],
      [undefined, undefined],
      [keys.hostelStamp(hostelId), { ':one': 1 }],
      // The keeper's load: one fewer Scheduled that day and on that floor, one more completed that week.
      [
        keys.keeperDay(keeperId, String(scheduledItem.date)),
        expect.objectContaining({ ':c0': -1, ':c1': -1 }),
      ],
      [expect.objectContaining({ pk: `KEEPER#${keeperId}#LOAD` }), expect.objectContaining({ ':c0': 1 })],
      // The analytics: one more completed on the hostel's day (also under the keeper) and on the keeper's.
      [
        expect.objectContaining({ pk: `STATS#HOSTEL#${hostelId}` }),
        { ':entity': 'StatsDay', ':c0': 1, ':c1': 1 },
      ],
      [expect.objectContaining({ pk: `STATS#KEEPER#${keeperId}` }), { ':entity': 'StatsDay', ':c0': 1 }],
    ]);
    expect(items[0]?.Update?.ConditionExpression).toBe('#status = :from AND #version = :version');
  });

  it('answers 409 without retrying when someone else changed the request first', async () => {
    dynamo.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', 'None', 'None', 'None']));

    const answer = await invoke('completeRequest', {
      token: keeperToken,
      body: { id: requestId, timeIn: '10:00', timeOut: '10:30' },
    });

    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      code: 'workflow.notScheduled',
      message: 'This request is no longer scheduled.',
    });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });
});

describe('GET /api/roomkeeper/dashboard', () => {
  it('answers 503 when the store throttles the list', async () => {
    dynamo
      .on(QueryCommand)
      .rejects(new ProvisionedThroughputExceededException({ message: 'slow', $metadata: {} }));

    const answer = await invoke('roomkeeperDashboard', { token: keeperToken });

    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ code: 'server.busy', message: 'Service busy, try again shortly' });
  });

  it('asks again for contacts DynamoDB left unprocessed, then gives up with 503 rather than a half page', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [scheduledItem] });
    dynamo.on(BatchGetCommand).resolves({
      Responses: {},
      UnprocessedKeys: { 'unit-test-table': { Keys: [keys.user(studentId)] } },
    });

    const answer = await invoke('roomkeeperDashboard', { token: keeperToken });

    expect(answer.status).toBe(503);
    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(5);
  });
});
