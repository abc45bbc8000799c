/**
 * An inspection as the routes answer it (issue 32): who made it is named, not identified, and the
 * inspector's photos are shown through short-lived signed URLs, signed here without a call to S3 (the
 * routes declare `photos: 'view'`). Apart from `inspections.ts` so that only the routes that answer an
 * inspection bundle the S3 signer (a re-clean from feedback does not).
 */
import type { Inspection } from '../data/inspections';
import { signedPhotos } from '../photos/bucket';

export async function inspectionAnswer({ by: _by, photos, ...inspection }: Inspection) {
  return { ...inspection, ...(photos ? { photos: await signedPhotos(photos) } : {}) };
}
