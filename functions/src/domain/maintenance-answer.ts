/**
 * A maintenance report as the routes answer it (issue 32): its hostel and reporter's id stay inside; its
 * photos are shown through short-lived signed URLs, signed here without a call to S3 (the routes declare
 * `photos: 'view'`). Apart from `data/maintenance.ts` so that only these routes bundle the S3 signer.
 */
import type { MaintenanceReport } from '../data/maintenance';
import { signedPhotos } from '../photos/bucket';

export async function reportAnswer({
  hostelId: _hostel,
  reporterId: _reporter,
  photos,
  ...report
}: MaintenanceReport) {
  return { ...report, ...(photos ? { photos: await signedPhotos(photos) } : {}) };
}

/** A page of reports as answered, each signed. */
export const reportsAnswer = (reports: readonly MaintenanceReport[]) =>
  Promise.all(reports.map(reportAnswer));
