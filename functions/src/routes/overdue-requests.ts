import { overdueBounds } from '#shared/hostel-alerts';
import { alertRoutes } from '#shared/route-table/alerts';

import { getSettings } from '../data/hostel-settings';
import { overdueRequests as readOverdue } from '../data/read-models/overdue';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** Enough for the dashboard's card and filter; the card says "100+" past it. */
const limit = 100;

/**
 * Admin: the hostel's overdue requests by its own clock and grace, oldest first: one GetItem of the
 * settings and one Query each of the Pending and Scheduled partitions, up to now.
 */
export const overdueRequests: RouteLogic<'overdueRequests'> = async ({ user }) => {
  const { rules, alerts } = await getSettings(user.hostelId);
  const bounds = overdueBounds(rules.timeZone, alerts.overdueGraceMinutes, new Date());
  const { items, more } = await readOverdue(user.hostelId, bounds, limit);
  return ok({ count: items.length, more, ...bounds, items });
};

export const handler = createHandler(alertRoutes, 'overdueRequests', overdueRequests);
