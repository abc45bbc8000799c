import { keys } from '../data/keys';
import { keeperDay } from '../data/request-lists';
import { findKeeper } from '../data/request-people';
import { refuse } from '../domain/refusal';
import { createHandler, type RequestContext } from '../http/create-handler';
import { ok, type Reply } from '../http/reply';

/** Admin: `[{_id, room, floor, time}]`, a roomkeeper of the hostel's Scheduled requests on one date. */
export async function schedule({ query, user }: RequestContext<'schedule'>): Promise<Reply> {
  const lookup = await findKeeper(user.hostelId, { name: query.roomKeeper });
  if (!lookup.found)
    throw lookup.reason === 'ambiguous' ? refuse('keeper.ambiguous') : refuse('keeper.notFound');
  const requests = await keeperDay(keys.keeperRequests(lookup.keeper._id, 'Scheduled'), query.date);
  return ok(requests.map(({ _id, room, floor, time }) => ({ _id, room, floor, time })));
}

export const handler = createHandler('schedule', schedule);
