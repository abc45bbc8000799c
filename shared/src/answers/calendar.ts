/** What the calendar feed routes answer (issue 33). */
import * as z from '../schemas/zod';

/** Whether the caller has a calendar link, and since when; the token itself is shown only when made. */
export const calendarFeedStateAnswer = z.strictObject({
  active: z.boolean(),
  createdAt: z.optional(z.string()),
});

/** A new link, shown this once: its full URL. */
export const calendarFeedMadeAnswer = z.strictObject({
  active: z.literal(true),
  createdAt: z.string(),
  url: z.string(),
});

/** The feed itself: an iCalendar text, not JSON. */
export const calendarFeedText = z.string();
