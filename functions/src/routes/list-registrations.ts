import type { WaitingStudent } from '#shared/domain';
import { registrationRoutes } from '#shared/route-table/registration';

import { waitingPage } from '../data/registrations';
import type { UserRecord } from '../data/users';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

const toWaitingStudent = (user: UserRecord): WaitingStudent => ({
  _id: user._id,
  name: user.name,
  email: user.email,
  createdAt: user.createdAt,
});

/** A page of the admin's hostel's self-registered students awaiting approval, oldest first: 200 {items, cursor?}. */
export const listRegistrations: RouteLogic<'listRegistrations'> = async ({ query, user }) => {
  const page = await waitingPage({ hostelId: user.hostelId, cursor: query.cursor, limit: query.limit });
  return ok({ ...page, items: page.items.map(toWaitingStudent) });
};

export const handler = createHandler(registrationRoutes, 'listRegistrations', listRegistrations);
