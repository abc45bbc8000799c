import { nextOccurrences } from '#shared/recurrence-dates';
import { todayIn } from '#shared/request-dates';
import { recurringRoutes } from '#shared/route-table/recurring';

import { checkDefinition, roomsTargeted } from '../domain/recurrences';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * What a recurrence would do, before it is saved (issue 31): its next 10 occurrences from the hostel's
 * today (closed days moved or skipped) and how many rooms in service it names now (at most 2,000). The
 * same refusals as a create; nothing is written.
 */
export const previewRecurrence: RouteLogic<'previewRecurrence'> = async ({ body, user }) => {
  const { rules, room } = await checkDefinition(user.hostelId, body);
  const rooms = await roomsTargeted(user.hostelId, body.target, room);
  return ok({ occurrences: nextOccurrences(body, todayIn(rules.timeZone), rules), rooms });
};

export const handler = createHandler(recurringRoutes, 'previewRecurrence', previewRecurrence);
