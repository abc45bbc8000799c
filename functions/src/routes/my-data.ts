import { privacyRoutes } from '#shared/route-table/privacy';

import { myDataPage } from '../data/my-data';
import { myProfile } from '../data/my-profile';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * One page of everything the product holds about the caller (issue 34): the first (no cursor) carries
 * their profile, each page one Query page of one of their own partitions; the site follows the cursor to
 * the end and assembles the file. Only the caller's own keys are read, from the verified token's user.
 */
export const myData: RouteLogic<'myData'> = async ({ query, user }) => {
  const profile = query.cursor === undefined ? { profile: await myProfile(user) } : {};
  return ok({ ...profile, ...(await myDataPage(user, query.cursor)) });
};

export const handler = createHandler(privacyRoutes, 'myData', myData);
