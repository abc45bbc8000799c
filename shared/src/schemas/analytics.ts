/** Schemas of the hostel's numbers over time (issue 16, `GET /api/analytics`). */
import { isoDate } from './fields';
import * as z from './zod';

/** The days asked for, both included (at most `maxAnalyticsDays`, refused with `analytics.rangeTooLong`). */
export const analyticsQuery = z.strictObject({ from: isoDate, to: isoDate });
