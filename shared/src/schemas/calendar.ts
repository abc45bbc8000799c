/**
 * Calendar feeds (issue 33): what the feed route takes. Part of the route table's schemas
 * (`route-table/calendar.ts`).
 */
import * as z from './zod';

/**
 * The feed's token as the path carries it, `.ics` on the end or not. Any text is taken (API Gateway bounds a
 * path), so a malformed token is answered as an unknown one (404), never as a 400 that tells the two apart.
 */
export const calendarFeedParams = z.strictObject({ token: z.string() });
