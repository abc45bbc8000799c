import type { ListedRequest } from '#shared/domain';
import { errorCodes } from '#shared/errors';
import { requestRoutes } from '#shared/route-table/requests';

import {
  encodeRequestCursor,
  historyPage,
  readRequestCursor,
  type RequestScope,
} from '../data/request-pages';
import { keys } from '../data/store/keys';
import { contactsOf } from '../data/user-lists';
import { getUser, type UserRecord } from '../data/users';
import { requestScope } from '../domain/scopes';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';
import { refuse, refuseField } from '../refusal';

const defaultLimit = 25;

/**
 * A keeper's Scheduled requests with the student's email and phone, as their dashboard shows them (one
 * BatchGet of the page's students, up to 100); past ones keep the student's contact to themselves.
 */
async function withContacts(items: ListedRequest[]) {
  const scheduled = items.filter((request) => request.requestStatus === 'Scheduled');
  const contacts = await contactsOf(scheduled.map((request) => request.studentId));
  return items.map((request) => {
    const contact = request.requestStatus === 'Scheduled' ? contacts.get(request.studentId) : undefined;
    return contact ? { ...request, studentData: { email: contact.email, phone: contact.phone } } : request;
  });
}

/**
 * Whose requests: the caller's scope, or an admin's one student of their own hostel (another hostel's
 * student answers as a missing one: 404 `user.notFound`). One GetItem more with `student`.
 */
async function scopeOf(user: UserRecord, studentId: string | undefined): Promise<RequestScope> {
  if (studentId === undefined) return requestScope(user);
  if (user.role !== 'admin') throw refuse('auth.roleNotAllowed');
  const student = await getUser(studentId);
  if (!student || student.role !== 'student' || student.hostelId !== user.hostelId)
    throw refuse('user.notFound');
  return (status) => keys.studentRequests(student._id, status);
}

/**
 * `{items, cursor?}`: the caller's requests, newest date first, in one status or walking Pending,
 * Scheduled, Completed, Rejected in turn (at most one Query per status per page).
 */
export const listRequests: RouteLogic<'listRequests'> = async ({ query, user }) => {
  if (query.from && query.to && query.from > query.to)
    throw refuseField('query.from', errorCodes['request.dateRange'].message, 'request.dateRange');
  const scope = await scopeOf(user, query.student);
  const list = { list: 'listRequests', scope, status: query.status, from: query.from, to: query.to };
  const page = await historyPage(scope, {
    status: query.status,
    from: query.from,
    to: query.to,
    limit: query.limit ?? defaultLimit,
    cursor: await readRequestCursor(query.cursor, list),
  });
  const next = page.next ? { cursor: await encodeRequestCursor(page.next, list) } : {};
  return ok({ items: user.role === 'roomkeeper' ? await withContacts(page.items) : page.items, ...next });
};

export const handler = createHandler(requestRoutes, 'listRequests', listRequests);
