import { oidcRoutes } from '#shared/route-table/oidc';

import { listOidcProviders } from '../data/oidc';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** The hostels whose people may sign in with their university: the login page's buttons. */
export const oidcProviders: RouteLogic<'oidcProviders'> = async () =>
  ok({ providers: await listOidcProviders() });

export const handler = createHandler(oidcRoutes, 'oidcProviders', oidcProviders);
