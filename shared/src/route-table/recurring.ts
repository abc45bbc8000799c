/**
 * Recurring cleaning (issue 31): a hostel's admin keeps its cleaning schedules ("recurrences"), which the
 * scheduled job makes into requests ahead of time. Part of the route table (`routes.ts`).
 */
import type { RouteDef } from '../route-def';
import * as recurring from '../schemas/recurring';

export const recurringRoutes = {
  listRecurrences: {
    method: 'GET',
    path: '/api/recurrences',
    roles: ['admin'],
    table: 'read',
    dynamo: ['GetItem', 'Query', 'BatchGetItem'],
  },
  createRecurrence: {
    method: 'POST',
    path: '/api/recurrences',
    roles: ['admin'],
    body: recurring.createRecurrenceBody,
    table: 'write',
    dynamo: ['GetItem', 'PutItem', 'UpdateItem'],
  },
  updateRecurrence: {
    method: 'POST',
    path: '/api/updateRecurrence',
    roles: ['admin'],
    body: recurring.updateRecurrenceBody,
    table: 'write',
    dynamo: ['GetItem', 'UpdateItem'],
  },
  previewRecurrence: {
    method: 'POST',
    path: '/api/recurrences/preview',
    roles: ['admin'],
    body: recurring.previewRecurrenceBody,
    table: 'read',
    dynamo: ['GetItem', 'Query'],
    refuses: ['room.typeUnknown'],
  },
  // A resident of the room skips a recurring clean of it, or moves it within its week, before the cutoff.
  skipRecurringClean: {
    method: 'POST',
    path: '/api/recurring/skip',
    roles: ['student'],
    body: recurring.skipRecurringBody,
    table: 'write',
    dynamo: ['GetItem', 'Query', 'PutItem', 'UpdateItem'],
  },
  moveRecurringClean: {
    method: 'POST',
    path: '/api/recurring/move',
    roles: ['student'],
    body: recurring.moveRecurringBody,
    table: 'write',
    // No date lock to move: a recurring clean has no student (`holdsDate`).
    dynamo: ['GetItem', 'Query', 'PutItem', 'UpdateItem'],
    refuses: ['recurrence.otherWeek'],
  },
  // The recurring cleans of the student's room still to come (the dashboard's Skip and Move).
  roomRecurringCleans: {
    method: 'GET',
    path: '/api/recurring/mine',
    roles: ['student'],
    table: 'read',
    dynamo: ['GetItem', 'Query', 'BatchGetItem'],
  },
} as const satisfies Record<string, RouteDef>;
