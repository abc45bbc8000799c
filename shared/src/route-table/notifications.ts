/**
 * How people learn of changes: their notifications, the hostel's change stamp that open pages poll, and
 * one request's timeline. Part of the route table (`routes.ts`).
 */
import { anyRole, type RouteDef } from '../route-def';
import * as notifications from '../schemas/notifications';

export const notificationRoutes = {
  listNotifications: {
    method: 'GET',
    path: '/api/notifications',
    roles: anyRole,
    query: notifications.listNotificationsQuery,
    table: 'read',
    dynamo: ['GetItem', 'Query'],
  },
  readNotifications: {
    method: 'POST',
    path: '/api/notifications/read',
    roles: anyRole,
    body: notifications.readNotificationsBody,
    table: 'write',
    dynamo: ['GetItem', 'BatchGetItem', 'Query', 'UpdateItem'],
  },
  live: {
    method: 'GET',
    path: '/api/live',
    roles: anyRole,
    table: 'read',
    dynamo: ['GetItem', 'BatchGetItem'],
  },
  requestTimeline: {
    method: 'GET',
    path: '/api/requestTimeline',
    roles: anyRole,
    query: notifications.requestTimelineQuery,
    table: 'read',
    dynamo: ['GetItem'],
    photos: 'view',
  },
} as const satisfies Record<string, RouteDef>;
