import { privacyRoutes } from '#shared/route-table/privacy';

import { eraseUser as erase } from '../domain/user-erasure';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * An admin erases a student or roomkeeper of their own hostel (issue 34): `done: false` while the walk
 * goes on (send the same call again), `done: true` at the end and for every repeat. 404 an id that is
 * not a user of this hostel, 403 an admin, 400 the caller themselves.
 */
export const eraseUser: RouteLogic<'eraseUser'> = async ({ body, user }) => ok(await erase(user, body.id));

export const handler = createHandler(privacyRoutes, 'eraseUser', eraseUser);
