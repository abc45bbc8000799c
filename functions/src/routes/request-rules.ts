import { settingsRoutes } from '#shared/route-table/settings';

import { getSettings } from '../data/hostel-settings';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * Any signed-in role: the rules of their hostel a new request must keep, so the student's form offers only
 * what is taken, and the hostel's time zone, whose clock every "today" of the site reads.
 */
export const requestRules: RouteLogic<'requestRules'> = async ({ user }) =>
  ok((await getSettings(user.hostelId)).rules);

export const handler = createHandler(settingsRoutes, 'requestRules', requestRules);
