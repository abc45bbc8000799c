import { settingsRoutes } from '#shared/route-table/settings';

import { changeSettings } from '../data/hostel-settings';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';
import { answerOf } from './hostel-settings';

/**
 * Changes the settings the body names on the admin's own hostel: 200 with all of them as they now are.
 * Requests already made stay as they are; the rules apply to the next create. Students already waiting
 * for approval stay waiting whatever the new registration mode.
 */
export const updateHostelSettings: RouteLogic<'updateHostelSettings'> = async ({ body, user }) =>
  ok(answerOf(await changeSettings(user, body)));

export const handler = createHandler(settingsRoutes, 'updateHostelSettings', updateHostelSettings);
