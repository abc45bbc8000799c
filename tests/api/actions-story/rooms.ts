/**
 * The actions story's rooms (issue 30, `dynamo-actions.test.ts`): the room types, a room and a range made,
 * an edit that moves a room's number and floor, a service change, the list and an import.
 */
import type { Story } from '../../helpers/story-world';

export async function roomRoutes({ call, admin }: Story): Promise<{ roomId: string }> {
  // Rooms (issue 30): a range, an edit that moves a room's number and floor, a service change, an import.
  const types = await call('roomTypes', { token: admin.token });
  await call('updateRoomTypes', { token: admin.token, body: { types: types.body.types } });
  const room = await call('createRoom', {
    token: admin.token,
    body: { building: 'Actions', floor: '1', number: '101', typeId: 'single' },
  });
  await call('createRoomRange', {
    token: admin.token,
    body: { building: 'Actions', floor: '1', from: 102, to: 104, typeId: 'single' },
  });
  await call('updateRoom', {
    token: admin.token,
    body: {
      roomId: room.body.id,
      version: 1,
      building: 'Actions',
      floor: '2',
      number: '201',
      typeId: 'twin',
      beds: 2,
    },
  });
  await call('setRoomService', { token: admin.token, body: { roomId: room.body.id, inService: false } });
  await call('listRooms', { token: admin.token, query: { building: 'Actions' } });
  const csv = 'Actions,1,102,twin,2\nActions,3,301,single,1\n';
  await call('previewRoomImport', { token: admin.token, body: { csv } });
  await call('applyRoomImport', { token: admin.token, body: { csv } });
  return { roomId: room.body.id };
}
