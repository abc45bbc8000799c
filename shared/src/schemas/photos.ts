/** Photo proof (issue 32): what the photo routes take, and a photo key as Done sends it back. */
import { messages } from '../messages';
import { maxPhotosPerAction, photoKeyPattern, photoTypes } from '../photos';
import * as z from './zod';

/** The type of the file the browser will upload (its canvas re-encoded it to one of these). */
export const photoUploadBody = z.strictObject({
  contentType: z.enum(photoTypes, { error: messages.fieldNotValid }),
});

/** Keys of uploaded photos, at most a few; the handler checks they are of the caller's hostel. */
export const photoKeys = z
  .array(z.string().check(z.regex(photoKeyPattern, { error: messages.fieldNotValid })))
  .check(z.maxLength(maxPhotosPerAction, { error: messages.fieldNotValid }));
