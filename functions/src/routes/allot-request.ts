import { allot } from '../data/request-workflow';
import { createHandler, type RequestContext } from '../http/create-handler';
import { ok, type Reply } from '../http/reply';

/** Admin: allots a Pending request to a roomkeeper of the hostel, by id or by name; answers the request. */
export async function allotRequest({ body, user }: RequestContext<'allotRequest'>): Promise<Reply> {
  return ok(await allot(user, body.id, { id: body.roomKeeperId, name: body.roomKeeper }));
}

export const handler = createHandler('allotRequest', allotRequest);
