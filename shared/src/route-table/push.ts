/**
 * Push notifications (issue 33): the key a browser subscribes with, and saving or removing the caller's
 * subscription of one device. Part of the route table (`routes.ts`).
 */
import { anyRole, type RouteDef } from '../route-def';
import * as push from '../schemas/push';

export const pushRoutes = {
  pushKey: {
    method: 'GET',
    path: '/api/push/key',
    roles: anyRole,
    table: 'read',
    dynamo: ['GetItem'],
  },
  savePushSubscription: {
    method: 'POST',
    path: '/api/push/subscriptions',
    roles: anyRole,
    body: push.pushSubscriptionBody,
    table: 'write',
    dynamo: ['GetItem', 'PutItem'],
    refuses: ['push.endpointNotAllowed'],
  },
  removePushSubscription: {
    method: 'POST',
    path: '/api/push/subscriptions/remove',
    roles: anyRole,
    body: push.pushRemoveBody,
    table: 'write',
    dynamo: ['GetItem', 'PutItem', 'DeleteItem'],
  },
} as const satisfies Record<string, RouteDef>;
