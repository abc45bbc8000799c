/**
 * Calendar feeds (issue 33): each person's private calendar link (its state, making or replacing it,
 * revoking it) and the public feed that answers only to the link's token. Part of the route table
 * (`routes.ts`).
 */
import { anyRole, type RouteDef } from '../route-def';
import * as calendar from '../schemas/calendar';

export const calendarRoutes = {
  calendarFeedState: {
    method: 'GET',
    path: '/api/calendarFeed',
    roles: anyRole,
    table: 'read',
    dynamo: ['GetItem'],
  },
  makeCalendarFeed: {
    method: 'POST',
    path: '/api/calendarFeed',
    roles: anyRole,
    table: 'write',
    dynamo: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
  },
  revokeCalendarFeed: {
    method: 'POST',
    path: '/api/calendarFeed/revoke',
    roles: anyRole,
    table: 'write',
    dynamo: ['GetItem', 'UpdateItem', 'DeleteItem'],
  },
  calendarFeed: {
    method: 'GET',
    // The link ends in `.ics` (calendar apps like it); API Gateway's parameters are whole path segments.
    path: '/api/calendar/{token}',
    roles: 'public',
    params: calendar.calendarFeedParams,
    table: 'read',
    dynamo: ['GetItem', 'BatchGetItem', 'Query'],
    answerType: 'text/calendar',
  },
} as const satisfies Record<string, RouteDef>;
