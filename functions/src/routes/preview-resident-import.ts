import { residentRoutes } from '#shared/route-table/residents';

import { previewResidents } from '../domain/resident-import';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * Every line of a CSV of residents with what applying it would do (new → an invitation, moved, unchanged,
 * or an error and its reason); nothing is written. Too large a file is 413 `input.tooLarge`, too many
 * lines 413 `residentImport.tooManyLines`, none 400 `import.empty`.
 */
export const previewResidentImport: RouteLogic<'previewResidentImport'> = async ({ body, user }) => {
  const outcomes = await previewResidents(user.hostelId, body.csv);
  const counts = { new: 0, moved: 0, unchanged: 0, error: 0 };
  for (const outcome of outcomes) counts[outcome.outcome]++;
  return ok({
    lines: outcomes.map(({ line, outcome, reason, resident, room, student }) => ({
      line,
      outcome,
      ...(reason ? { reason } : {}),
      ...(resident
        ? { name: resident.name, email: resident.email, building: resident.building, number: resident.number }
        : {}),
      ...(outcome === 'moved' && student?.room !== undefined && room ? { from: student.room } : {}),
    })),
    counts,
  });
};

export const handler = createHandler(residentRoutes, 'previewResidentImport', previewResidentImport);
