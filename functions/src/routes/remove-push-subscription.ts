import { pushRoutes } from '#shared/route-table/push';

import { removePushDevices } from '../data/push-devices';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * Removes one of the caller's devices by its endpoint (turned off, or signed out on it). An endpoint they
 * do not have, someone else's included, changes nothing: only the caller's own list is ever read.
 */
export const removePushSubscription: RouteLogic<'removePushSubscription'> = async ({ body, user }) =>
  ok({ devices: await removePushDevices(user._id, [body.endpoint]) });

export const handler = createHandler(pushRoutes, 'removePushSubscription', removePushSubscription);
