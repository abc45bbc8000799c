import { authRoutes } from '#shared/route-table/auth';

import { withProfileImage } from '../data/profile-images';
import { toPublicUser } from '../data/users';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** The signed-in user, as the spec's client reads it: `{ data: user }`, with the picture (its own item). */
export const getCurrentUser: RouteLogic<'authGetUser'> = async ({ user }) => {
  return ok({ data: toPublicUser(await withProfileImage(user)) });
};

export const handler = createHandler(authRoutes, 'authGetUser', getCurrentUser);
