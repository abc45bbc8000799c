import { inspectionRoutes } from '#shared/route-table/inspections';

import { setChecklists } from '../data/checklists';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * Admin: the checklists of the room types named (400 `room.typeUnknown` for a type the hostel has not; 409
 * `inspection.changed` when another admin saved meanwhile); answers every type's list.
 */
export const updateChecklists: RouteLogic<'updateChecklists'> = async ({ body, user }) =>
  ok({ checklists: await setChecklists(user.hostelId, body.checklists) });

export const handler = createHandler(inspectionRoutes, 'updateChecklists', updateChecklists);
