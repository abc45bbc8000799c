/** Schemas of the allot dialog's keeper workload (issue 15). */
import * as z from 'zod';

import { messages } from '../messages';
import { isoDate, shortText } from './fields';

/** The request's date and floor: the dialog asks for the keepers' load there. */
export const allotOptionsQuery = z.strictObject({
  date: isoDate,
  floor: shortText(20).min(1, { error: messages.required }),
});

export const keeperWorkload = z.strictObject({
  _id: z.string(),
  name: z.string(),
  /** Requests Scheduled to them on the date. */
  scheduled: z.number().int(),
  /** Floors they have Scheduled requests on, that date. */
  floors: z.array(z.string()),
  /** Requests they completed in the week (Monday to Sunday) of the date. */
  completedThisWeek: z.number().int(),
  /** Average rating, one decimal; absent while they have none. */
  rating: z.number().optional(),
  /** A day off: shown, never suggested; allotting to them asks the admin first. */
  off: z.boolean(),
  suggested: z.boolean(),
});

/** `GET /api/allotOptions` → the hostel's live keepers, least loaded first, one of them suggested. */
export const allotOptionsAnswer = z.array(keeperWorkload);
