import { complete } from '../data/request-workflow';
import { createHandler, type RequestContext } from '../http/create-handler';
import { ok, type Reply } from '../http/reply';

/** Roomkeeper: their own Scheduled request becomes Completed with its times; answers the request. */
export async function completeRequest({ body, user }: RequestContext<'completeRequest'>): Promise<Reply> {
  return ok(await complete(user, body.id, { timeIn: body.timeIn, timeOut: body.timeOut }));
}

export const handler = createHandler('completeRequest', completeRequest);
