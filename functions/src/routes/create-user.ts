import { userRoutes } from '#shared/route-table/users';

import { toPublicUser } from '../data/users';
import { inviteUser } from '../domain/invitations';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { created } from '../http/reply';

/**
 * Adds a student or roomkeeper to the admin's own hostel and mails them an invitation to set their
 * password: 201 {user, invitationSent}; 409 when the email is already taken for that role.
 */
export const createUser: RouteLogic<'createUser'> = async ({ body, user: admin }) => {
  const { user, invitationSent } = await inviteUser(admin, body);
  return created({ user: toPublicUser(user), invitationSent });
};

export const handler = createHandler(userRoutes, 'createUser', createUser);
