import { roomRoutes } from '#shared/route-table/rooms';

import { applyImport } from '../domain/room-import';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * Writes one slice of a CSV of rooms (100 lines from `from`), when no line of the file is refused (400
 * `import.hasErrors`, nothing written). The site sends the file again from `next` until there is none;
 * sending it again from the start after a stop finds what was written unchanged and finishes the rest.
 */
export const applyRoomImport: RouteLogic<'applyRoomImport'> = async ({ body, user }) =>
  ok(await applyImport(user.hostelId, body.csv, body.from ?? 0));

export const handler = createHandler(roomRoutes, 'applyRoomImport', applyRoomImport);
