/** Schemas of allotting several Pending requests at once, by hand or spread by workload (issue 15). */
import { messages } from '../messages';
import { id } from './fields';
import * as z from './zod';

export { maxBulkAllot } from '../bulk-allot-limit';

/**
 * The arrays are bounded here only loosely (the 64 KB body bounds them too): a batch over `maxBulkAllot`
 * is refused with its own code, `bulk.tooMany`, so that the site can say why.
 */
export const allotPlanBody = z.strictObject({ ids: z.array(id).check(z.minLength(1), z.maxLength(500)) });

export const bulkAllotBody = z.strictObject({
  rows: z.array(z.strictObject({ id, roomKeeperId: id })).check(z.minLength(1), z.maxLength(500)),
  /** The admin confirmed giving keepers more than their capacity (issue 30); else such a row is refused. */
  confirmOverCapacity: z.optional(z.boolean({ error: messages.fieldNotValid })),
});
