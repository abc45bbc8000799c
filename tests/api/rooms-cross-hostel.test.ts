/**
 * Another hostel's room ids answer exactly as ids that exist nowhere (issue 30, as issue 27 item 9 for
 * requests and users): the same status and the same bytes, and the room of hostel A stays as it was.
 */
import { randomUUID } from 'node:crypto';

import type { RouteId } from '#shared/routes';

import { hostelsWithAdmins } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';

describe('a room id of another hostel', () => {
  it('answers as a missing one on every route that takes one, and changes nothing', async () => {
    const { admin, otherAdmin } = await hostelsWithAdmins();
    const made = await invoke('createRoom', {
      token: admin.token,
      body: { building: 'A', floor: '1', number: '101', typeId: 'single' },
    });
    const bodies: [RouteId, (roomId: string) => unknown][] = [
      [
        'updateRoom',
        (roomId) => ({ roomId, version: 1, building: 'B', floor: '2', number: '9', typeId: 'twin', beds: 2 }),
      ],
      ['setRoomService', (roomId) => ({ roomId, inService: false, note: 'Closed' })],
    ];
    for (const [route, body] of bodies) {
      const theirs = await invoke(route, { token: otherAdmin.token, body: body(made.body.id) });
      const nowhere = await invoke(route, { token: otherAdmin.token, body: body(randomUUID()) });
      expect(theirs.status, route).toBe(404);
      expect([theirs.status, theirs.text], route).toEqual([nowhere.status, nowhere.text]);
    }
    const listed = await invoke('listRooms', { token: admin.token, query: { building: 'A' } });
    expect(listed.body.data).toEqual([made.body]);
  });
});
