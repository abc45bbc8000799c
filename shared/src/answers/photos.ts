/** What the photo routes answer (issue 32). */
import * as z from '../schemas/zod';

/**
 * A presigned POST: the browser posts a multipart form of `fields` and then `file` to `url`. The key is
 * the server's; the policy signed into `fields` holds the type, the size range, the key and the tag.
 */
export const photoUploadAnswer = z.strictObject({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  key: z.string(),
  expiresAt: z.string(),
  maxBytes: z.int(),
});

/** A photo as a timeline shows it: a short-lived signed GET URL. */
export const shownPhoto = z.strictObject({ key: z.string(), url: z.string() });
