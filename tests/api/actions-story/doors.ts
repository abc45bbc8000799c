/**
 * The door-code part of the DynamoDB-actions story (`dynamo-actions.test.ts`, issue 33): a building's
 * print sheet, a replaced code, a scan by the keeper who cleans the room today, the door as the student
 * sees it, a problem reported from it, and an unknown code refused.
 */
import type { Story } from '../../helpers/story-world';
import { dateIn } from '../requests-fixtures';

export async function doorsStory({ call, admin, keeper, student }: Story): Promise<void> {
  const room = await call('createRoom', {
    token: admin.token,
    body: { building: 'Doors', floor: '1', number: '101', typeId: 'single' },
  });
  const roomId = room.body.id as string;
  await call('printDoorCodes', { token: admin.token, body: { building: 'Doors' } });
  const replaced = await call('replaceDoorCode', { token: admin.token, body: { roomId } });
  const params = { code: replaced.body.code as string };
  const request = await call('createRoomRequest', {
    token: admin.token,
    body: { roomId, date: dateIn(0), time: '13:00' },
  });
  await call('allotRequest', { token: admin.token, body: { id: request.body.request._id, roomKeeperId: keeper.id } });
  await call('openDoor', { token: keeper.token, params });
  await call('scanDoor', { token: keeper.token, params });
  await call('openDoor', { token: student.token, params });
  await call('reportDoorProblem', { token: student.token, params, body: { text: 'The lamp is broken.' } });
  await call('openDoor', { token: student.token, params: { code: 'A'.repeat(22) } });
}
