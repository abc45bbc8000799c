import { registrationRoutes } from '#shared/route-table/registration';

import { declineRegistrations } from '../domain/registrations';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * Declines students of the admin's own hostel who await approval: their accounts and sessions end and
 * their emails are free again. 200 {declined: ids}; 404 an id that is not a user of this hostel; 409 one
 * that is not waiting. Nothing changes unless every id can be declined.
 */
export const declineUsers: RouteLogic<'declineUsers'> = async ({ body, user }) =>
  ok({ declined: await declineRegistrations(user, body.ids) });

export const handler = createHandler(registrationRoutes, 'declineUsers', declineUsers);
