import { settingsRoutes } from '#shared/route-table/settings';

import { getSettings, type HostelSettings } from '../data/hostel-settings';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** All of a hostel's settings as the settings routes answer them. */
export const answerOf = (settings: HostelSettings) => ({
  ...settings.rules,
  ...settings.alerts,
  registration: settings.registration,
  keeperMinutesPerDay: settings.keeperMinutesPerDay,
  ...settings.photos,
  ...settings.retention,
});

/** The admin's hostel's settings: 200 with every setting, those never chosen at their default. */
export const hostelSettings: RouteLogic<'hostelSettings'> = async ({ user }) =>
  ok(answerOf(await getSettings(user.hostelId)));

export const handler = createHandler(settingsRoutes, 'hostelSettings', hostelSettings);
