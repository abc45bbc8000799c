import { webhookRoutes } from '#shared/route-table/webhooks';

import { removeWebhook } from '../data/webhooks';
import { hookOfHostel, webhooksAnswer } from '../domain/webhooks';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** Removes a hook of the admin's hostel (another hostel's answers 404 as a missing one); answers those left. */
export const deleteWebhook: RouteLogic<'deleteWebhook'> = async ({ body, user }) => {
  const { stored, hook } = await hookOfHostel(user.hostelId, body.hookId);
  return ok(webhooksAnswer(await removeWebhook(user, stored, hook)));
};

export const handler = createHandler(webhookRoutes, 'deleteWebhook', deleteWebhook);
