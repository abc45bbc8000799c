import { inspectionRoutes } from '#shared/route-table/inspections';

import { getChecklists } from '../data/checklists';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** Every room type of the admin's hostel with its inspection checklist; the defaults while never changed. */
export const checklists: RouteLogic<'checklists'> = async ({ user }) =>
  ok({ checklists: await getChecklists(user.hostelId) });

export const handler = createHandler(inspectionRoutes, 'checklists', checklists);
