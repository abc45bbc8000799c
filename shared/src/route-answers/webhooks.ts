/** What the routes of `route-table/webhooks.ts` answer on success, by status (issue 34). */
import * as webhooks from '../answers/webhooks';
import type { RouteAnswers } from '../route-def';
import type { webhookRoutes } from '../route-table/webhooks';

export const webhooksAnswers = {
  listWebhooks: { 200: webhooks.webhooksAnswer },
  createWebhook: { 201: webhooks.webhookCreatedAnswer },
  deleteWebhook: { 200: webhooks.webhooksAnswer },
  rotateWebhookSecret: { 200: webhooks.webhookCreatedAnswer },
  webhookDeliveries: { 200: webhooks.webhookDeliveriesAnswer },
  resendWebhookDelivery: { 200: webhooks.webhookDelivery },
} as const satisfies Record<keyof typeof webhookRoutes, RouteAnswers>;
