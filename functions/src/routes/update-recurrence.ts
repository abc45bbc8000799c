import { recurringRoutes } from '#shared/route-table/recurring';
import { isEdit } from '#shared/schemas/recurring';

import { getRecurrence, putRecurrence, type Recurrence } from '../data/recurrences';
import { checkDefinition } from '../domain/recurrences';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';
import { refuse } from '../refusal';

/**
 * Edits, pauses or resumes a recurrence from the version the admin saw (issue 31): 404
 * `recurrence.notFound` for an id not the hostel's (another hostel's too), 409 `recurrence.changed` when it
 * changed since. An edit replaces the whole definition; what the job already made stays.
 */
export const updateRecurrence: RouteLogic<'updateRecurrence'> = async ({ body, user }) => {
  const current = await getRecurrence(user.hostelId, body.id);
  if (!current) throw refuse('recurrence.notFound');
  if (current.version !== body.version) throw refuse('recurrence.changed');
  const { id: _id, version: _version, paused, ...definition } = body;
  let next: Recurrence = { ...current, paused: paused ?? current.paused };
  if (isEdit(body)) {
    await checkDefinition(user.hostelId, body);
    const { minutes: _minutes, end: _end, ...kept } = next;
    next = { ...kept, ...definition } as Recurrence;
  }
  next = { ...next, version: current.version + 1, updatedAt: new Date().toISOString() };
  return ok({ recurrence: await putRecurrence(next, current.version) });
};

export const handler = createHandler(recurringRoutes, 'updateRecurrence', updateRecurrence);
