import { doorRoutes } from '#shared/route-table/doors';

import { scanDoor as recordScan } from '../domain/doors';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * A keeper at the door (issue 33): the scan is kept on the timeline of each of their cleans of the room
 * still to do today, as proof of presence. A route of its own rather than a field of Start: it is proof
 * whether the keeper then starts, finishes an already started clean or only looks, and Start and Done keep
 * the spec's bodies and their offline replay.
 */
export const scanDoor: RouteLogic<'scanDoor'> = async ({ params, user }) =>
  ok({ recorded: await recordScan(user, params.code) });

export const handler = createHandler(doorRoutes, 'scanDoor', scanDoor);
