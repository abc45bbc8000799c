import { webhookRoutes } from '#shared/route-table/webhooks';

import { readWebhooks } from '../data/webhooks';
import { webhooksAnswer } from '../domain/webhooks';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** The admin's hostel's hooks, oldest first, without their secrets: one GetItem. */
export const listWebhooks: RouteLogic<'listWebhooks'> = async ({ user }) =>
  ok(webhooksAnswer((await readWebhooks(user.hostelId)).hooks));

export const handler = createHandler(webhookRoutes, 'listWebhooks', listWebhooks);
