import { recurringRoutes } from '#shared/route-table/recurring';

import { recurrencesOf } from '../data/recurrences';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** The hostel's recurrences (cleaning schedules, issue 31) by name: one Query. */
export const listRecurrences: RouteLogic<'listRecurrences'> = async ({ user }) =>
  ok({ recurrences: await recurrencesOf(user.hostelId) });

export const handler = createHandler(recurringRoutes, 'listRecurrences', listRecurrences);
