/** The worlds and reads of the effort tests (issue 30), over DynamoDB Local. */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';

import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { type Answer, invoke } from '../helpers/invoke';
import { assertInvariants, storedItem } from './requests-fixtures';

export function ok(answer: Answer, what: string) {
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${answer.text}`);
  return answer.body;
}

export async function world(keeperNames: string[], studentCount: number) {
  const hostel = await makeHostel();
  const admin = await makeUser('admin', hostel);
  const students = await Promise.all(Array.from({ length: studentCount }, () => makeUser('student', hostel)));
  const keepers = await Promise.all(keeperNames.map((name) => makeUser('roomkeeper', hostel, { name })));
  const check = () => assertInvariants({ hostelId: hostel.id, students, keepers });
  return { hostel, admin, students, keepers, check };
}

/**
 * A request of `student` on `date`; with `roomTypeId`, as a request on a room of that type carries it
 * (the requests-on-rooms slice copies it from the room when the request is made).
 */
export async function requestOn(student: Account, date: string, roomTypeId?: string, time = '10:00') {
  const body = ok(
    await invoke('createRequest', {
      token: student.token,
      body: { room: '12', floor: '3', date, time },
    }),
    'create',
  );
  const id = body.request._id as string;
  if (roomTypeId) {
    const { db, tableName } = await import('#functions/data/store/client');
    const { keys } = await import('#functions/data/store/keys');
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.request(id),
        UpdateExpression: 'SET roomTypeId = :type',
        ExpressionAttributeValues: { ':type': roomTypeId },
      }),
    );
  }
  return { _id: id };
}

export const dayLoad = async (keeper: Account, date: string) => {
  const { keys } = await import('#functions/data/store/keys');
  const item = await storedItem(keys.keeperDay(keeper.id, date));
  return { scheduled: Number(item?.scheduled ?? 0), minutes: Number(item?.minutes ?? 0) };
};

export const setCapacity = (admin: Account, keeper: { id: string }, minutes: number | null) =>
  invoke('setKeeperCapacity', { token: admin.token, body: { keeperId: keeper.id, minutes } });
