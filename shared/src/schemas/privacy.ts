/** What the data-rights routes take (`route-table/privacy.ts`). */
import { cursor, id } from './fields';
import * as z from './zod';

/** The download's next page: the cursor the page before handed out; none for the first. */
export const myDataQuery = z.strictObject({ cursor });

/** The audit log's next page, newest first. */
export const auditLogQuery = z.strictObject({ cursor });

/** The person an admin erases (a student or roomkeeper of their hostel). */
export const eraseUserBody = z.strictObject({ id });
