/** Schemas of the allot dialog's keeper workload (issue 15). */
import { messages } from '../messages';
import { id, isoDate, shortText } from './fields';
import * as z from './zod';

/**
 * The request's date and floor: the dialog asks for the keepers' load there; and, optionally, the request
 * itself, so that the keeper who turned it back is not suggested for it.
 */
export const allotOptionsQuery = z.strictObject({
  date: isoDate,
  floor: shortText(20).check(z.minLength(1, { error: messages.required })),
  request: z.optional(id),
});
