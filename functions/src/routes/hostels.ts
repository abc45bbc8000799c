import { authRoutes } from '#shared/route-table/auth';

import { listHostels } from '../data/hostels';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** Hostel names for the registration form. */
export const hostels: RouteLogic<'hostels'> = async () => {
  return ok({ data: await listHostels() });
};

export const handler = createHandler(authRoutes, 'hostels', hostels);
