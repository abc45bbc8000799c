import { errorCodes } from '#shared/errors';

import { encodeRequestCursor, historyPage, readRequestCursor } from '../data/request-pages';
import { refuseField } from '../domain/refusal';
import { requestScope } from '../domain/scopes';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

const defaultLimit = 25;

/**
 * `{items, cursor?}`: the caller's requests, newest date first, in one status or walking Pending,
 * Scheduled, Completed, Rejected in turn (at most one Query per status per page).
 */
export const listRequests: RouteLogic<'listRequests'> = async ({ query, user }) => {
  if (query.from && query.to && query.from > query.to)
    throw refuseField('query.from', errorCodes['request.dateRange'].message, 'request.dateRange');
  const scope = requestScope(user);
  const page = await historyPage(scope, {
    status: query.status,
    from: query.from,
    to: query.to,
    limit: query.limit ?? defaultLimit,
    cursor: readRequestCursor(query.cursor, scope, query.status),
  });
  return ok({ items: page.items, ...(page.next ? { cursor: encodeRequestCursor(page.next) } : {}) });
};

export const handler = createHandler('listRequests', listRequests);
