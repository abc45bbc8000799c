import { pushRoutes } from '#shared/route-table/push';

import { savePushDevice } from '../data/push-devices';
import { isAllowedPushEndpoint } from '../domain/push-endpoints';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';
import { refuse } from '../refusal';

/** Saves the push subscription of the caller's device (their own partition only). */
export const savePushSubscription: RouteLogic<'savePushSubscription'> = async ({ body, user }) => {
  if (!isAllowedPushEndpoint(body.endpoint)) throw refuse('push.endpointNotAllowed');
  const devices = await savePushDevice(user._id, {
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    at: new Date().toISOString(),
  });
  return ok({ devices });
};

export const handler = createHandler(pushRoutes, 'savePushSubscription', savePushSubscription);
