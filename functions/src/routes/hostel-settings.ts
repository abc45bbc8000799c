import { defaultRules } from '#shared/request-rules';

import { getHostel, type HostelRecord } from '../data/hostels';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** All of a hostel's settings as the settings routes answer them; a hostel never stored has the defaults. */
export const settingsOf = (hostel: HostelRecord | undefined) => ({
  ...(hostel?.rules ?? defaultRules),
  registration: hostel?.registration ?? 'approval',
});

/** The admin's hostel's settings: 200 with every setting, those never chosen at their default. */
export const hostelSettings: RouteLogic<'hostelSettings'> = async ({ user }) =>
  ok(settingsOf(await getHostel(user.hostelId)));

export const handler = createHandler('hostelSettings', hostelSettings);
