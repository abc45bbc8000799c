import { toPublicUser } from '../data/users';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** The signed-in user, as the spec's client reads it: `{ data: user }`. */
export const getCurrentUser: RouteLogic<'authGetUser'> = async ({ user }) => {
  return ok({ data: toPublicUser(user) });
};

export const handler = createHandler('authGetUser', getCurrentUser);
