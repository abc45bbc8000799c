import { residentRoutes } from '#shared/route-table/residents';

import { endTermPage } from '../domain/end-of-term';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * Moves out (`vacate`) or removes (`remove`) the residents of a page of a building's or floor's rooms:
 * 200 {rooms, students, cursor?}; the site sends the cursor back until there is none. Another hostel's
 * building is simply one with no rooms here.
 */
export const endOfTerm: RouteLogic<'endOfTerm'> = async ({ body, user }) =>
  ok(await endTermPage(user, { building: body.building, floor: body.floor }, body.action, body.cursor));

export const handler = createHandler(residentRoutes, 'endOfTerm', endOfTerm);
