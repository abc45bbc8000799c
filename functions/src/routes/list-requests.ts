import { errorCodes } from '#shared/errors';
import { requestRoutes } from '#shared/route-table/requests';

import { encodeRequestCursor, historyPage, readRequestCursor } from '../data/request-pages';
import { requestScope } from '../domain/scopes';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';
import { refuseField } from '../refusal';

const defaultLimit = 25;

/**
 * `{items, cursor?}`: the caller's requests, newest date first, in one status or walking Pending,
 * Scheduled, Completed, Rejected in turn (at most one Query per status per page).
 */
export const listRequests: RouteLogic<'listRequests'> = async ({ query, user }) => {
  if (query.from && query.to && query.from > query.to)
    throw refuseField('query.from', errorCodes['request.dateRange'].message, 'request.dateRange');
  const scope = requestScope(user);
  const list = { list: 'listRequests', scope, status: query.status, from: query.from, to: query.to };
  const page = await historyPage(scope, {
    status: query.status,
    from: query.from,
    to: query.to,
    limit: query.limit ?? defaultLimit,
    cursor: await readRequestCursor(query.cursor, list),
  });
  const next = page.next ? { cursor: await encodeRequestCursor(page.next, list) } : {};
  return ok({ items: page.items, ...next });
};

export const handler = createHandler(requestRoutes, 'listRequests', listRequests);
