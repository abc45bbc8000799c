import { residentRoutes } from '#shared/route-table/residents';

import { applyResidents } from '../domain/resident-import';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * Writes one slice of a CSV of residents (100 lines from `from`): invitations for the new students, moves
 * for the moved ones, when no line of the file is refused (400 `import.hasErrors`, nothing written). The
 * site sends the file again from `next` until there is none; sending it again after a stop finishes it.
 */
export const applyResidentImport: RouteLogic<'applyResidentImport'> = async ({ body, user }) =>
  ok(await applyResidents(user, body.csv, body.from ?? 0));

export const handler = createHandler(residentRoutes, 'applyResidentImport', applyResidentImport);
