import { authRoutes } from '#shared/route-table/auth';

import { confirmEmail } from '../domain/email-confirmation';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * Public: the link mailed to a self-registration proves its address; answers `{status}`, `active` or
 * `awaiting` (the hostel's admin approves first); 400 `auth.confirmLinkInvalid` otherwise.
 */
export const confirmEmailRoute: RouteLogic<'authConfirmEmail'> = async ({ params }) =>
  ok({ status: await confirmEmail(params.userid, params.token) });

export const handler = createHandler(authRoutes, 'authConfirmEmail', confirmEmailRoute);
