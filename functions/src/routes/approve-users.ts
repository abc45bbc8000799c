import { registrationRoutes } from '#shared/route-table/registration';

import { approveRegistrations } from '../domain/registrations';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * Approves students of the admin's own hostel who await approval: they become active students (counted
 * now) and are mailed. 200 {approved: ids, mailed}; 404 an id that is not a user of this hostel; 409 one
 * that is not waiting. Nothing changes unless every id can be approved.
 */
export const approveUsers: RouteLogic<'approveUsers'> = async ({ body, user }) =>
  ok(await approveRegistrations(user, body.ids));

export const handler = createHandler(registrationRoutes, 'approveUsers', approveUsers);
