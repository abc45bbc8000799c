import { randomUUID } from 'node:crypto';

import { recurringRoutes } from '#shared/route-table/recurring';

import { putRecurrence, type Recurrence } from '../data/recurrences';
import { checkDefinition } from '../domain/recurrences';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { created } from '../http/reply';

/**
 * Adds a recurrence (issue 31): 201 with it; 404 `room.notFound` for a room not the hostel's, 400
 * `room.typeUnknown` or a time refusal for a window outside the hours, 409 `recurrence.limit` past 100.
 */
export const createRecurrence: RouteLogic<'createRecurrence'> = async ({ body, user }) => {
  await checkDefinition(user.hostelId, body);
  const now = new Date().toISOString();
  const recurrence: Recurrence = {
    ...body,
    _id: randomUUID(),
    hostelId: user.hostelId,
    paused: body.paused ?? false,
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
  return created({ recurrence: await putRecurrence(recurrence) });
};

export const handler = createHandler(recurringRoutes, 'createRecurrence', createRecurrence);
