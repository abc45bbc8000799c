import { doorRoutes } from '#shared/route-table/doors';

import { openDoor as doorView } from '../domain/doors';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * A scanned door code (issue 33): its room, whether the caller lives there, and a keeper's own cleans of it
 * today. Reads only: the keeper's scan is recorded by `POST /api/doors/{code}/scan`.
 */
export const openDoor: RouteLogic<'openDoor'> = async ({ params, user }) =>
  ok(await doorView(user, params.code));

export const handler = createHandler(doorRoutes, 'openDoor', openDoor);
