import { keys } from '../data/keys';
import { keeperDay } from '../data/request-lists';
import { findKeeper } from '../data/request-people';
import { workflowMessages } from '../data/request-workflow';
import { createHandler, type RequestContext } from '../http/create-handler';
import { conflict, notFound } from '../http/errors';
import { ok, type Reply } from '../http/reply';

/** Admin: `[{_id, room, floor, time}]`, a roomkeeper of the hostel's Scheduled requests on one date. */
export async function schedule({ query, user }: RequestContext<'schedule'>): Promise<Reply> {
  const lookup = await findKeeper(user.hostelId, { name: query.roomKeeper });
  if (!lookup.found)
    throw lookup.reason === 'ambiguous'
      ? conflict(workflowMessages.ambiguousKeeper)
      : notFound(workflowMessages.noSuchKeeper);
  const requests = await keeperDay(keys.keeperRequests(lookup.keeper._id, 'Scheduled'), query.date);
  return ok(requests.map(({ _id, room, floor, time }) => ({ _id, room, floor, time })));
}

export const handler = createHandler('schedule', schedule);
