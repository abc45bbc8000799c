/** Schemas of inspections and re-cleans (issue 32): what the inspection routes take. */
import { inspectionLimits } from '../inspections';
import { messages } from '../messages';
import { cursor, id, shortText } from './fields';
import { photoKeys } from './photos';
import { typeId } from './rooms';
import * as z from './zod';

const invalid = { error: messages.fieldNotValid };

/** A checklist item's id: a default's English word or a generated one. */
export const itemId = z.string(invalid).check(z.regex(/^[a-z0-9-]{1,40}$/, invalid));

/** One item as the admin sends it: a new one has a name and no id yet; a default one an id and no name. */
export const checklistItemInput = z.strictObject({
  id: z.optional(itemId),
  name: z.optional(shortText(inspectionLimits.itemName).check(z.minLength(1, { error: messages.required }))),
});

/** `POST /api/checklists`: the lists of the types named (a type not named keeps its list). */
export const checklistsBody = z.strictObject({
  checklists: z
    .array(
      z.strictObject({
        roomTypeId: typeId,
        items: z
          .array(checklistItemInput)
          .check(z.minLength(1, invalid), z.maxLength(inspectionLimits.items, invalid)),
      }),
    )
    .check(
      z.minLength(1, invalid),
      z.maxLength(30, invalid),
      z.refine((lists) => new Set(lists.map((list) => list.roomTypeId)).size === lists.length, invalid),
    ),
});

/** `GET /api/inspection?id=`: the completed request to inspect. */
export const inspectionQuery = z.strictObject({ id });

/**
 * `POST /api/inspections`: pass or fail for each item of the request's checklist, a note, and the
 * inspector's photos (keys of uploads of the hostel, `POST /api/photos/uploads`), as many as a report's.
 */
export const inspectBody = z.strictObject({
  requestId: id,
  results: z.array(z.strictObject({ id: itemId, pass: z.boolean(invalid) })).check(
    z.minLength(1, invalid),
    z.maxLength(inspectionLimits.items, invalid),
    z.refine((results) => new Set(results.map((result) => result.id)).size === results.length, invalid),
  ),
  note: z.optional(shortText(inspectionLimits.note)),
  photos: z.optional(photoKeys),
});

/** `POST /api/feedbackReclean`: the rated request to clean again. */
export const feedbackRecleanBody = z.strictObject({ requestId: id });

/** `GET /api/inspectionsDue`: the hostel's cleans picked for inspection (sampling), a page at a time. */
export const inspectionsDueQuery = z.strictObject({ cursor });
