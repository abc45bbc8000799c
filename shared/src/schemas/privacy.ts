/** What the data-rights routes take (`route-table/privacy.ts`). */
import { cursor } from './fields';
import * as z from './zod';

/** The download's next page: the cursor the page before handed out; none for the first. */
export const myDataQuery = z.strictObject({ cursor });

/** The audit log's next page, newest first. */
export const auditLogQuery = z.strictObject({ cursor });
