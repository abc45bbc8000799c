import { privacyRoutes } from '#shared/route-table/privacy';

import { auditLogPage } from '../data/audit-log';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** One page of the admin's own hostel's audit log, newest first (issue 34). */
export const auditLog: RouteLogic<'auditLog'> = async ({ query, user }) =>
  ok(await auditLogPage(user.hostelId, query.cursor));

export const handler = createHandler(privacyRoutes, 'auditLog', auditLog);
