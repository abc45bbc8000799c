import { pushRoutes } from '#shared/route-table/push';

import { getPushPublicKey } from '../data/push-devices';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** The VAPID public key a browser subscribes with; without one set up, an answer without it (push off). */
export const pushKey: RouteLogic<'pushKey'> = async () => {
  const publicKey = await getPushPublicKey();
  return ok(publicKey ? { publicKey } : {});
};

export const handler = createHandler(pushRoutes, 'pushKey', pushKey);
