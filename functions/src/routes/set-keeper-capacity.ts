import { capacityOf } from '#shared/effort';
import { userRoutes } from '#shared/route-table/users';

import { hostelCapacity, setKeeperCapacity } from '../data/effort';
import { hostelBuildingNamed } from '../data/keeper-building';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';
import { refuse } from '../refusal';

/**
 * Admin: a roomkeeper's own minutes of work a day (issue 30), or `null` to take the hostel's again; and,
 * when the body names it, their building (`null`: the whole hostel again). A building the hostel's floors
 * do not name is 400 `keeper.buildingUnknown`, checked before anything is written; it is stored as the
 * floors spell it, so the board and the list show one spelling. Another hostel's keeper answers 404
 * `keeper.notFound`, exactly as a missing one. The change is in the audit log (issue 34). Answers the
 * capacity in force and the building.
 */
export const setKeeperCapacityRoute: RouteLogic<'setKeeperCapacity'> = async ({ body, user }) => {
  let building = body.building;
  if (typeof building === 'string') {
    building = await hostelBuildingNamed(user.hostelId, building);
    if (building === undefined) throw refuse('keeper.buildingUnknown');
  }
  const [own, hostelDefault] = await Promise.all([
    setKeeperCapacity(user, body.keeperId, { minutes: body.minutes, building }),
    hostelCapacity(user.hostelId),
  ]);
  return ok({
    _id: body.keeperId,
    ...(own.capacityMinutes !== undefined ? { capacityMinutes: own.capacityMinutes } : {}),
    capacity: capacityOf(own.capacityMinutes, hostelDefault),
    ...(own.building !== undefined ? { building: own.building } : {}),
  });
};

export const handler = createHandler(userRoutes, 'setKeeperCapacity', setKeeperCapacityRoute);
