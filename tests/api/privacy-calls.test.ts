/**
 * The DynamoDB calls of the data-rights routes (docs/dynamodb-calls.md, issue 34): a download page is the
 * caller's read and one Query page (the first also one BatchGetItem of the picture and devices), the same
 * however much the person has; the audit log is one Query page however long it is; an erasure is two reads
 * and at most `stepsPerCall` steps of one Query and one transaction a call (a step of a keeper's Completed
 * requests also two BatchGetItems of the rooms they cleaned and one of their inspections; a student's
 * Completed step, that one only). And the routes send exactly the actions the
 * table declares, each seen.
 */
import { randomUUID } from 'node:crypto';

import { callsOf, expectDeclaredActions } from '../helpers/dynamo-calls';
import { type Account, hostelWithRoles, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { allotVia, createVia, onDayAhead } from './requests-fixtures';
import { roomVia } from './room-requests-fixtures';

let admin: Account;
let student: Account;

beforeAll(async () => {
  ({ admin, student } = await hostelWithRoles());
});

async function walk(account: Account) {
  const calls = [await callsOf('myData', { token: account.token })];
  let cursor = (await invoke('myData', { token: account.token })).body.cursor as string | undefined;
  while (cursor) {
    calls.push(await callsOf('myData', { token: account.token, query: { cursor } }));
    cursor = (await invoke('myData', { token: account.token, query: { cursor } })).body.cursor;
  }
  return calls;
}

describe('DynamoDB calls of the data-rights routes', () => {
  it('are the documented ones, the same for 1 request as for 60 and 1 audit entry as for 30', async () => {
    await createVia(student, 1);
    await invoke('updateHostelSettings', { token: admin.token, body: { registration: 'approval' } });
    const few = { download: await walk(student), log: await callsOf('auditLog', { token: admin.token }) };
    expect(few.download[0]).toEqual({ status: 200, commands: ['GetItem', 'BatchGetItem', 'Query'] });
    expect(few.download.slice(1)).toEqual(Array(7).fill({ status: 200, commands: ['GetItem', 'Query'] }));
    expect(few.log).toEqual({ status: 200, commands: ['GetItem', 'Query'] });

    // Sixty requests of one student: stored directly, as only 3 may be open through the API.
    const { db, tableName } = await import('#functions/data/store/client');
    const { keys } = await import('#functions/data/store/keys');
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    const other = await makeUser('student', { id: admin.hostelId, name: admin.hostel });
    for (let n = 0; n < 60; n++) {
      const request = {
        _id: randomUUID(),
        hostelId: admin.hostelId,
        studentId: other.id,
        requestStatus: 'Completed' as const,
        date: '2030-01-01',
        time: '10:00',
      };
      await db.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...keys.request(request._id),
            ...keys.requestListEntries(request),
            entity: 'Request',
            ...request,
            studentName: other.name,
            room: '1',
            floor: '1',
            createdAt: '2030-01-01T00:00:00.000Z',
            updatedAt: '2030-01-01T00:00:00.000Z',
            version: 1,
            history: [],
          },
        }),
      );
    }
    for (let n = 0; n < 30; n++)
      await invoke('updateHostelSettings', { token: admin.token, body: { registration: 'approval' } });
    const many = await walk(other);
    // One more page for the Completed partition's second page of 50: each page is still two calls.
    expect(many[0]).toEqual(few.download[0]);
    expect(many.slice(1)).toEqual(Array(8).fill({ status: 200, commands: ['GetItem', 'Query'] }));
    expect(await callsOf('auditLog', { token: admin.token })).toEqual(few.log);
  });

  it('erase a person with two reads, then a Query and a transaction a step, however many steps are left', async () => {
    const { eraseLimits } = await import('#functions/domain/user-erasure');
    const leaver = await makeUser('student', { id: admin.hostelId, name: admin.hostel });
    await createVia(leaver, 1);
    const steps = eraseLimits.stepsPerCall;
    eraseLimits.stepsPerCall = 2;
    const calls = [];
    try {
      for (let n = 0; n < 40; n++) {
        const one = await callsOf('eraseUser', { token: admin.token, body: { id: leaver.id } });
        calls.push(one);
        const stored = await invoke('eraseUser', { token: admin.token, body: { id: leaver.id } });
        if (stored.body.done) break;
      }
    } finally {
      eraseLimits.stepsPerCall = steps;
    }
    const step = ['Query', 'TransactWriteItems'];
    // The first: the caller, the person, the start's mark and the person read again, then its steps.
    expect(calls[0]).toEqual({
      status: 200,
      commands: ['GetItem', 'GetItem', 'TransactWriteItems', 'GetItem', ...step, ...step],
    });
    // Between: the caller, the person, and `stepsPerCall` steps.
    expect(calls[1]).toEqual({ status: 200, commands: ['GetItem', 'GetItem', ...step, ...step] });
    // An erasure sent again once done: the caller and the person only.
    expect(await callsOf('eraseUser', { token: admin.token, body: { id: leaver.id } })).toEqual({
      status: 200,
      commands: ['GetItem', 'GetItem'],
    });
    // The last ends with the removal (the person, their open requests of two partitions, the hostel's time
    // zone for the analytics of the rejected one, one transaction) and the end's transaction.
    const last = calls.at(-1)!.commands;
    expect(last.slice(0, 2)).toEqual(['GetItem', 'GetItem']);
    expect(last.slice(-6)).toEqual([
      'BatchGetItem',
      'Query',
      'Query',
      'GetItem',
      'TransactWriteItems',
      'TransactWriteItems',
    ]);
  });

  it('erase a keeper with three BatchGetItems more in a step of their Completed requests, for their rooms and inspections', async () => {
    const { eraseLimits } = await import('#functions/domain/user-erasure');
    const hostel = { id: admin.hostelId, name: admin.hostel };
    const keeper = await makeUser('roomkeeper', hostel);
    const resident = await makeUser('student', hostel);
    const room = await roomVia(admin, { building: 'Calls', floor: '1', number: '1', typeId: 'single' });
    await invoke('assignResident', { token: admin.token, body: { userId: resident.id, roomId: room.id } });
    const request = await allotVia(admin, await createVia(resident, 1), keeper);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await onDayAhead(1, keeper, () =>
        invoke('completeRequest', {
          token: keeper.token,
          body: { id: request._id, timeIn: '00:00', timeOut: '00:01' },
        }),
      );
    } finally {
      vi.useRealTimers();
    }
    expect(
      (await invoke('createRating', { token: resident.token, body: { id: request._id, rating: 3 } })).status,
    ).toBe(201);
    const steps = eraseLimits.stepsPerCall;
    eraseLimits.stepsPerCall = 1;
    const calls = [];
    try {
      // Pending (with the start), Scheduled, then Completed.
      for (let n = 0; n < 3; n++)
        calls.push(await callsOf('eraseUser', { token: admin.token, body: { id: keeper.id } }));
    } finally {
      eraseLimits.stepsPerCall = steps;
    }
    expect(calls[1]).toEqual({
      status: 200,
      commands: ['GetItem', 'GetItem', 'Query', 'TransactWriteItems'],
    });
    // The rooms, board entries, CLEAN# and rating feedback items, then the RATING# items the ratings name,
    // then the cleans' inspections and waiting pointers.
    expect(calls[2]).toEqual({
      status: 200,
      commands: [
        'GetItem',
        'GetItem',
        'Query',
        'BatchGetItem',
        'BatchGetItem',
        'BatchGetItem',
        'TransactWriteItems',
      ],
    });
  });

  it('send exactly the DynamoDB actions the route table declares, each seen', () =>
    expectDeclaredActions(async (call) => {
      await call('myData', { token: student.token });
      await call('auditLog', { token: admin.token });
      const leaver = await makeUser('roomkeeper', { id: admin.hostelId, name: admin.hostel });
      for (let n = 0; n < 40; n++) {
        const answer = await call('eraseUser', { token: admin.token, body: { id: leaver.id } });
        if (answer.body.done) break;
      }
    }));
});
