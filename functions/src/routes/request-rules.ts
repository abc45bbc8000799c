import { defaultRules } from '#shared/request-rules';

import { getHostel } from '../data/hostels';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** Student: the rules of their hostel a new request must keep, so the form offers only what is taken. */
export const requestRules: RouteLogic<'requestRules'> = async ({ user }) =>
  ok((await getHostel(user.hostelId))?.rules ?? defaultRules);

export const handler = createHandler('requestRules', requestRules);
