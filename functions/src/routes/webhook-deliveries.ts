import { webhookRoutes } from '#shared/route-table/webhooks';

import { listDeliveries } from '../data/webhooks';
import { deliveryAnswer, hookOfHostel } from '../domain/webhooks';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** A hook's newest deliveries with their outcomes; another hostel's hook answers 404 as a missing one. */
export const webhookDeliveries: RouteLogic<'webhookDeliveries'> = async ({ query, user }) => {
  await hookOfHostel(user.hostelId, query.hookId);
  const deliveries = await listDeliveries(user.hostelId, query.hookId);
  return ok({ items: deliveries.map(deliveryAnswer) });
};

export const handler = createHandler(webhookRoutes, 'webhookDeliveries', webhookDeliveries);
