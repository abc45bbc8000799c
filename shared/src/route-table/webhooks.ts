/**
 * Webhooks (issue 34): a hostel's admin registers URLs that are told of its requests' events, sees each
 * hook's recent deliveries and sends a failed one again. The deliveries themselves are made by the function
 * the table's stream feeds (`functions/src/streams/`). Part of the route table (`routes.ts`).
 */
import type { RouteDef } from '../route-def';
import * as webhooks from '../schemas/webhooks';

export const webhookRoutes = {
  listWebhooks: {
    method: 'GET',
    path: '/api/webhooks',
    roles: ['admin'],
    table: 'read',
    dynamo: ['GetItem'],
  },
  createWebhook: {
    method: 'POST',
    path: '/api/webhooks',
    roles: ['admin'],
    body: webhooks.createWebhookBody,
    table: 'write',
    dynamo: ['GetItem', 'PutItem', 'UpdateItem'],
    // 409 `webhook.limitReached` falls to the document's default answer: no status here implies it.
    refuses: ['webhook.urlNotAllowed', 'webhook.privateAddress'],
  },
  deleteWebhook: {
    method: 'POST',
    path: '/api/webhooks/delete',
    roles: ['admin'],
    body: webhooks.webhookIdBody,
    table: 'write',
    dynamo: ['GetItem', 'PutItem', 'UpdateItem'],
  },
  rotateWebhookSecret: {
    method: 'POST',
    path: '/api/webhooks/rotate',
    roles: ['admin'],
    body: webhooks.webhookIdBody,
    table: 'write',
    dynamo: ['GetItem', 'PutItem', 'UpdateItem'],
  },
  webhookDeliveries: {
    method: 'GET',
    path: '/api/webhooks/deliveries',
    roles: ['admin'],
    query: webhooks.webhookDeliveriesQuery,
    table: 'read',
    dynamo: ['GetItem', 'Query'],
  },
  resendWebhookDelivery: {
    method: 'POST',
    path: '/api/webhooks/resend',
    roles: ['admin'],
    body: webhooks.resendWebhookBody,
    table: 'write',
    dynamo: ['GetItem', 'UpdateItem'],
  },
} as const satisfies Record<string, RouteDef>;
