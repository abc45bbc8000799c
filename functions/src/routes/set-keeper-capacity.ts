import { capacityOf } from '#shared/effort';
import { userRoutes } from '#shared/route-table/users';

import { hostelCapacity, setKeeperCapacity } from '../data/effort';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * Admin: a roomkeeper's own minutes of work a day (issue 30), or `null` to take the hostel's again. Another
 * hostel's keeper answers 404 `keeper.notFound`, exactly as a missing one. Answers the capacity in force.
 */
export const setKeeperCapacityRoute: RouteLogic<'setKeeperCapacity'> = async ({ body, user }) => {
  const [own, hostelDefault] = await Promise.all([
    setKeeperCapacity(user.hostelId, body.keeperId, body.minutes),
    hostelCapacity(user.hostelId),
  ]);
  return ok({
    _id: body.keeperId,
    ...own,
    capacity: capacityOf(own.capacityMinutes, hostelDefault),
  });
};

export const handler = createHandler(userRoutes, 'setKeeperCapacity', setKeeperCapacityRoute);
