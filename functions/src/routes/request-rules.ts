import { settingsRoutes } from '#shared/route-table/settings';

import { getSettings } from '../data/hostel-settings';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** Student: the rules of their hostel a new request must keep, so the form offers only what is taken. */
export const requestRules: RouteLogic<'requestRules'> = async ({ user }) =>
  ok((await getSettings(user.hostelId)).rules);

export const handler = createHandler(settingsRoutes, 'requestRules', requestRules);
