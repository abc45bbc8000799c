import { webhookRoutes } from '#shared/route-table/webhooks';

import { deliveryAnswer, resendDelivery } from '../domain/webhooks';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** Posts one delivery of a hook of the admin's hostel again, now, and answers what it came to. */
export const resendWebhookDelivery: RouteLogic<'resendWebhookDelivery'> = async ({ body, user }) =>
  ok(deliveryAnswer(await resendDelivery(user.hostelId, body.hookId, body.deliveryId)));

export const handler = createHandler(webhookRoutes, 'resendWebhookDelivery', resendWebhookDelivery);
