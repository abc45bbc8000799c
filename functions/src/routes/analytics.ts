import { maxAnalyticsDays } from '#shared/analytics';
import { errorCodes } from '#shared/errors';
import { addDays } from '#shared/request-dates';
import { analyticsRoutes } from '#shared/route-table/analytics';

import { analyticsFor } from '../domain/analytics';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';
import { refuseField } from '../refusal';

/**
 * The caller's numbers from `from` to `to` (both included): an admin's hostel with a row per keeper, a
 * roomkeeper's own. A bounded number of Queries whatever the number of requests (`domain/analytics.ts`).
 */
export const analytics: RouteLogic<'analytics'> = async ({ query, user }) => {
  if (query.from > query.to)
    throw refuseField('query.from', errorCodes['request.dateRange'].message, 'request.dateRange');
  if (addDays(query.from, maxAnalyticsDays - 1) < query.to)
    throw refuseField('query.to', errorCodes['analytics.rangeTooLong'].message, 'analytics.rangeTooLong');
  return ok(await analyticsFor(user, { from: query.from, to: query.to }));
};

export const handler = createHandler(analyticsRoutes, 'analytics', analytics);
