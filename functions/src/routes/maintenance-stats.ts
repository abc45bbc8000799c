import { maintenanceRoutes } from '#shared/route-table/maintenance';

import { maintenanceNumbers } from '../data/maintenance-stats';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** The hostel's maintenance numbers by category (issue 32): counts and the mean time to fix. */
export const maintenanceStats: RouteLogic<'maintenanceStats'> = async ({ user }) => {
  const numbers = await maintenanceNumbers(user.hostelId);
  return ok({
    categories: numbers.map(({ category, reported, fixed, fixMinutes }) => ({
      category,
      reported,
      fixed,
      ...(fixed > 0 ? { meanFixMinutes: Math.round(fixMinutes / fixed) } : {}),
    })),
  });
};

export const handler = createHandler(maintenanceRoutes, 'maintenanceStats', maintenanceStats);
