/**
 * An inspection as the routes answer it (issue 32): who made it is named, not identified, and the
 * inspector's photos are shown through short-lived signed URLs, signed here without a call to S3
 * (`GET /api/inspection` declares `photos: 'view'`). Apart from `inspections.ts` so that only the route
 * that shows an inspection's photos bundles the S3 signer (its submit and a re-clean from feedback do not).
 */
import type { Inspection } from '../data/inspections';
import { signedPhotos } from '../photos/bucket';

export async function inspectionAnswer({ by: _by, photos, ...inspection }: Inspection) {
  return { ...inspection, ...(photos ? { photos: await signedPhotos(photos) } : {}) };
}
