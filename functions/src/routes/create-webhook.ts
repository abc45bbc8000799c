import { webhookRoutes } from '#shared/route-table/webhooks';

import { registerWebhook, webhookAnswer } from '../domain/webhooks';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { created } from '../http/reply';

/** Registers a hook for the admin's hostel; its signing secret is in this answer and no other. */
export const createWebhook: RouteLogic<'createWebhook'> = async ({ body, user }) => {
  const { hook, secret } = await registerWebhook(user, body);
  return created({ webhook: webhookAnswer(hook), secret });
};

export const handler = createHandler(webhookRoutes, 'createWebhook', createWebhook);
