import { userRoutes } from '#shared/route-table/users';

import { toPublicUser } from '../data/users';
import { changeProfile } from '../domain/profile';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** Changes the caller's own profile: 200 {data: user}, the same shape as `GET /api/auth/getuser`. */
export const updateUser: RouteLogic<'updateUser'> = async ({ body, user }) =>
  ok({ data: toPublicUser(await changeProfile(user, body)) });

export const handler = createHandler(userRoutes, 'updateUser', updateUser);
