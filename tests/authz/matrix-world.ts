/** The accounts and stored requests the authorization matrix runs over (see `matrix-types.ts`). */
import { randomUUID } from 'node:crypto';

import { PutCommand } from '@aws-sdk/lib-dynamodb';

import type { CleanRequest } from '#shared/domain';
import type { RequestStatus } from '#shared/status';

import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import type { MatrixWorld } from './matrix-types';

let nextDay = 100;

/** A request stored as the workflow would have left it, without moving any counter. */
async function storeRequest(
  student: Account,
  keeper: Account,
  admin: Account,
  status: RequestStatus,
  past = false,
) {
  const { db, tableName } = await import('#functions/data/store/client');
  const { keys } = await import('#functions/data/store/keys');
  const now = new Date().toISOString();
  nextDay += 1;
  const allotted = status === 'Scheduled' || status === 'Completed';
  const request: CleanRequest = {
    _id: randomUUID(),
    hostelId: student.hostelId,
    studentId: student.id,
    studentName: student.name,
    room: '12',
    floor: '1',
    date: new Date(Date.now() + (past ? -nextDay : nextDay) * 86_400_000).toISOString().slice(0, 10),
    time: '10:00',
    requestStatus: status,
    ...(allotted ? { roomkeeper: keeper.name, roomKeeperId: keeper.id } : {}),
    ...(status === 'Completed' ? { timeIn: '10:00', timeOut: '10:30' } : {}),
    ...(status === 'Rejected' ? { rejectReason: { name: admin.name, message: 'Closed' } } : {}),
    createdAt: now,
    updatedAt: now,
    version: 1,
    history: [{ at: now, by: student.id, byName: student.name, action: 'create', status: 'Pending' }],
  };
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...keys.request(request._id),
        ...keys.requestListEntries(request),
        entity: 'Request',
        ...request,
      },
    }),
  );
  if (status !== 'Rejected')
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: { ...keys.dateLock(student.id, request.date), entity: 'DateLock', requestId: request._id },
      }),
    );
  return request;
}

export async function makeWorld(): Promise<MatrixWorld> {
  const hostel = await makeHostel();
  const otherHostel = await makeHostel();
  // One after another: each account raises its hostel's counter, and parallel ones would only conflict.
  const studentA = await makeUser('student', hostel);
  const studentB = await makeUser('student', hostel);
  const keeperR1 = await makeUser('roomkeeper', hostel);
  const keeperR2 = await makeUser('roomkeeper', hostel);
  const adminOwn = await makeUser('admin', hostel);
  const adminOther = await makeUser('admin', otherHostel);
  const accounts = { studentA, studentB, keeperR1, keeperR2, adminOwn, adminOther };
  return {
    hostel,
    otherHostel,
    accounts,
    makeUser,
    request: (status, options) => storeRequest(studentA, keeperR1, adminOwn, status, options?.past),
  };
}
