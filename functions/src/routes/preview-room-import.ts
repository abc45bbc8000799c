import { roomRoutes } from '#shared/route-table/rooms';

import { previewImport } from '../domain/room-import';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * Every line of a CSV of rooms with what applying it would do (new, changed, unchanged, or an error and
 * its reason); nothing is written. Too large a file is 413 `input.tooLarge`, too many lines 413
 * `import.tooManyLines`, none 400 `import.empty`.
 */
export const previewRoomImport: RouteLogic<'previewRoomImport'> = async ({ body, user }) => {
  const outcomes = await previewImport(user.hostelId, body.csv);
  const counts = { new: 0, changed: 0, unchanged: 0, error: 0 };
  for (const outcome of outcomes) counts[outcome.outcome]++;
  return ok({
    lines: outcomes.map(({ line, outcome, reason, room, changes }) => ({
      line,
      outcome,
      ...(reason ? { reason } : {}),
      ...room,
      ...(changes ? { changes } : {}),
    })),
    counts,
  });
};

export const handler = createHandler(roomRoutes, 'previewRoomImport', previewRoomImport);
