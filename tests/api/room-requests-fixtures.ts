/**
 * Rooms and resident students for the tests of requests on rooms (issue 30). A student is made a resident
 * by setting `roomId` on their user item (and their room texts, as assigning them does), which is what the
 * residents' routes will write; the rooms are made through the real routes.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';

import type { Account } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';

export interface MadeRoom {
  id: string;
  building: string;
  floor: string;
  number: string;
  typeId: string;
}

/** A room of the admin's hostel, made through `createRoom`. */
export async function roomVia(
  admin: Account,
  room: { building: string; floor: string; number: string; typeId: string },
): Promise<MadeRoom> {
  const answer = await invoke('createRoom', { token: admin.token, body: room });
  if (answer.status !== 201) throw new Error(`room not made: ${answer.status} ${answer.text}`);
  return answer.body as MadeRoom;
}

/** The student lives in `room` from now on. */
export async function residentIn(student: Account, room: MadeRoom): Promise<void> {
  const { db, tableName } = await import('#functions/data/store/client');
  const { keys } = await import('#functions/data/store/keys');
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.user(student.id),
      UpdateExpression: 'SET roomId = :room, #room = :number, floor = :floor',
      ExpressionAttributeNames: { '#room': 'room' },
      ExpressionAttributeValues: { ':room': room.id, ':number': room.number, ':floor': room.floor },
    }),
  );
}

/** Allows or forbids the hostel's students to ask for the shared spaces of their floor. */
export async function sharedSpaces(admin: Account, allowed: boolean): Promise<void> {
  const answer = await invoke('updateHostelSettings', {
    token: admin.token,
    body: { sharedSpaces: allowed },
  });
  if (answer.status !== 200) throw new Error(`settings not changed: ${answer.status} ${answer.text}`);
}
