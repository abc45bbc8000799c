import { toPublicUser } from '../data/users';
import { createHandler, type RequestContext } from '../http/create-handler';
import { ok, type Reply } from '../http/reply';

/** The signed-in user, as the spec's client reads it: `{ data: user }`. */
export async function getCurrentUser({ user }: RequestContext<'authGetUser'>): Promise<Reply> {
  return ok({ data: toPublicUser(user) });
}

export const handler = createHandler('authGetUser', getCurrentUser);
