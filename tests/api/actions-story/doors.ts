/**
 * The door-code part of the DynamoDB-actions story (`dynamo-actions.test.ts`, issue 33): a building's
 * print sheet, a replaced code, a scan by the keeper who cleans the room today, the door as the admin
 * sees it, a problem the keeper reports from it, and an unknown code refused. (The story's student has
 * signed out everywhere by this chapter; `door-codes.test.ts` has the resident's door.)
 */
import type { Story } from '../../helpers/story-world';
import { dateIn } from '../requests-fixtures';

export async function doorsStory({ call, admin, keeper }: Story): Promise<void> {
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
  await call('allotRequest', {
    token: admin.token,
    body: { id: request.body.request._id, roomKeeperId: keeper.id },
  });
  await call('openDoor', { token: keeper.token, params });
  await call('scanDoor', { token: keeper.token, params });
  await call('openDoor', { token: admin.token, params });
  await call('reportDoorProblem', { token: keeper.token, params, body: { text: 'The lamp is broken.' } });
  await call('openDoor', { token: keeper.token, params: { code: 'A'.repeat(22) } });
}
