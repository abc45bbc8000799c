import { webhookRoutes } from '#shared/route-table/webhooks';

import { rotateSecret } from '../domain/webhook-rotation';
import { webhookAnswer } from '../domain/webhooks';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** Gives a hook of the admin's hostel a new signing secret, in this answer and no other. */
export const rotateWebhookSecret: RouteLogic<'rotateWebhookSecret'> = async ({ body, user }) => {
  const { hook, secret } = await rotateSecret(user, body.hookId);
  return ok({ webhook: webhookAnswer(hook), secret });
};

export const handler = createHandler(webhookRoutes, 'rotateWebhookSecret', rotateWebhookSecret);
