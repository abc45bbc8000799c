/** What the push routes answer (issue 33). */
import * as z from '../schemas/zod';

/** The VAPID public key to subscribe with; absent while the deployment has none (push is then off). */
export const pushKeyAnswer = z.strictObject({ publicKey: z.optional(z.string()) });

/** How many devices the caller now gets push notifications on. */
export const pushDevicesAnswer = z.strictObject({ devices: z.number() });
