import { remove } from '../data/request-workflow';
import { createHandler, type RequestContext } from '../http/create-handler';
import { ok, type Reply } from '../http/reply';

/** Student: deletes their own Pending request; answers `{_id}` of the deleted request. */
export async function deleteRequest({ body, user }: RequestContext<'deleteRequest'>): Promise<Reply> {
  await remove(user, body.id);
  return ok({ _id: body.id });
}

export const handler = createHandler('deleteRequest', deleteRequest);
