/**
 * Maintenance reports (issue 32): what the maintenance routes take. Part of the route table's schemas
 * (`route-table/maintenance.ts`).
 */
import {
  maintenanceCategories,
  maintenanceLimits,
  maintenanceStatuses,
  maintenanceUrgencies,
} from '../maintenance';
import { messages } from '../messages';
import { cursor, id, limit, longText } from './fields';
import { photoKeys } from './photos';
import * as z from './zod';

const required = (issue: { input?: unknown }) =>
  issue.input === undefined ? messages.required : messages.fieldNotValid;

/** What a problem is: its category, urgency and the reporter's words (a report, and a Can't clean's part). */
export const problemFields = {
  category: z.enum(maintenanceCategories, { error: required }),
  urgency: z.enum(maintenanceUrgencies, { error: required }),
  text: longText(maintenanceLimits.text).check(z.minLength(1, { error: messages.required })),
};

/** A keeper's Can't clean may report a problem in the room in the same step (its room is the request's). */
export const problemBody = z.strictObject(problemFields);

/**
 * `POST /api/maintenance`: a problem in a room of the caller's hostel. Without `roomId`, a student's own
 * room; anyone else names the room. Photos are keys of uploads (`POST /api/photos/uploads`) of the hostel.
 */
export const createMaintenanceBody = z.strictObject({
  roomId: z.optional(id),
  ...problemFields,
  photos: z.optional(photoKeys),
});

/** `GET /api/maintenance?status&cursor&limit`: one page of one column of the board (100 for a CSV). */
export const maintenanceBoardQuery = z.strictObject({
  status: z.enum(maintenanceStatuses, { error: required }),
  cursor,
  limit,
});

/** `GET /api/maintenance/mine?cursor`: one page of the caller's own reports, newest first. */
export const myMaintenanceQuery = z.strictObject({ cursor });

export const maintenanceParams = z.strictObject({ id });

/**
 * `POST /api/maintenance/reports/{id}`: the admin's change, on the version they saw. Each field given replaces the
 * stored one; an empty assignee or note clears it.
 */
export const updateMaintenanceBody = z.strictObject({
  version: z.number({ error: required }).check(z.int(), z.minimum(1)),
  status: z.optional(z.enum(maintenanceStatuses, { error: messages.fieldNotValid })),
  assignee: z.optional(longText(maintenanceLimits.assignee)),
  note: z.optional(longText(maintenanceLimits.note)),
});
