/** What the inspection routes answer (issue 32). */
import * as z from '../schemas/zod';
import { shownPhoto } from './photos';

export const checklistItem = z.strictObject({ id: z.string(), name: z.optional(z.string()) });

/** Every room type of the hostel with its checklist (its stored one, else its default). */
export const checklistsAnswer = z.strictObject({
  checklists: z.array(
    z.strictObject({
      roomTypeId: z.string(),
      /** The type's own name; absent for a default type, which the site names in the reader's language. */
      typeName: z.optional(z.string()),
      items: z.array(checklistItem),
    }),
  ),
});

/** An inspection as answered: each item's result, the note, the photos, and the re-clean a failure made. */
export const inspectionRecord = z.strictObject({
  requestId: z.string(),
  at: z.string(),
  byName: z.string(),
  passed: z.boolean(),
  results: z.array(z.strictObject({ id: z.string(), name: z.optional(z.string()), pass: z.boolean() })),
  note: z.optional(z.string()),
  recleanId: z.optional(z.string()),
  /** The inspector's photos, each through a GET URL signed for a quarter of an hour. */
  photos: z.optional(z.array(shownPhoto)),
});

/** A re-clean request as the routes that make one answer it. */
export const recleanRequest = z.strictObject({
  _id: z.string(),
  date: z.string(),
  time: z.string(),
  requestStatus: z.string(),
  roomkeeper: z.optional(z.string()),
});

/** `GET /api/inspection`: the completed request, its type's checklist, and its inspection if there is one. */
export const inspectionAnswer = z.strictObject({
  request: z.strictObject({
    _id: z.string(),
    room: z.string(),
    floor: z.string(),
    date: z.string(),
    time: z.string(),
    requestStatus: z.string(),
    studentName: z.string(),
    roomkeeper: z.optional(z.string()),
    roomTypeId: z.optional(z.string()),
    recleanId: z.optional(z.string()),
  }),
  items: z.array(checklistItem),
  inspection: z.optional(inspectionRecord),
});

/**
 * `POST /api/inspections`: the inspection as saved, without its photos: `GET /api/inspection` shows them
 * through signed links (the route that saves carries no S3 signer).
 */
export const inspectAnswer = z.strictObject({
  inspection: inspectionRecord,
  reclean: z.optional(recleanRequest),
});

export const feedbackRecleanAnswer = z.strictObject({ reclean: recleanRequest });

/** `GET /api/inspectionsDue`: completed cleans picked for inspection and not inspected yet, oldest first. */
export const inspectionsDueAnswer = z.strictObject({
  items: z.array(
    z.strictObject({
      requestId: z.string(),
      room: z.string(),
      floor: z.string(),
      date: z.string(),
      time: z.string(),
      completedAt: z.string(),
      roomkeeper: z.optional(z.string()),
      roomTypeId: z.optional(z.string()),
    }),
  ),
  cursor: z.optional(z.string()),
});
