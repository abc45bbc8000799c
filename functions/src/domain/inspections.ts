/**
 * Inspections (issue 32): an admin of the hostel passes or fails each item of a Completed clean's
 * checklist, once; a failure makes a re-clean in the same transaction (`reclean.ts`). And a re-clean
 * answering a student's low rating or complaint, in one tap.
 */
import { fallbackRoomTypeId } from '#shared/effort';
import { recleanStars } from '#shared/inspections';
import { isHostelPhotoKey } from '#shared/photos';
import type { inspectBody } from '#shared/schemas/inspections';
import type * as z from '#shared/schemas/zod';

import { checklistOf } from '../data/checklists';
import { type Inspection, inspectionPut, readForReclean, type RecleanReads } from '../data/inspections';
import type { UserRecord } from '../data/users';
import { refuse } from '../refusal';
import { commitReclean, recleanKeeper, recleanOf } from './reclean';

/** The request of the admin's hostel, else 404 as a missing one: another hostel's id tells nothing. */
function ownRequest(admin: UserRecord, reads: RecleanReads) {
  const { request } = reads;
  if (!request || request.hostelId !== admin.hostelId) throw refuse('request.notFound');
  return request;
}

/** The checklist a request is inspected by: its room type's (one made before rooms: a single's). */
const checklistFor = (reads: RecleanReads, roomTypeId: string | undefined) =>
  checklistOf(reads.lists, roomTypeId ?? fallbackRoomTypeId);

/** The completed request, its checklist and its inspection if it has one. */
export async function inspectionView(admin: UserRecord, requestId: string) {
  const reads = await readForReclean(admin.hostelId, requestId);
  const request = ownRequest(admin, reads);
  const recleanId = reads.requestItem?.recleanId;
  return {
    request: {
      _id: request._id,
      room: request.room,
      floor: request.floor,
      date: request.date,
      time: request.time,
      requestStatus: request.requestStatus,
      studentName: request.studentName,
      ...(request.roomkeeper ? { roomkeeper: request.roomkeeper } : {}),
      ...(request.roomTypeId ? { roomTypeId: request.roomTypeId } : {}),
      ...(typeof recleanId === 'string' ? { recleanId } : {}),
    },
    items: checklistFor(reads, request.roomTypeId),
    ...(reads.inspection ? { inspection: reads.inspection } : {}),
  };
}

/** The photo keys an inspection keeps: each once, each of the hostel (400 `photo.notYours` otherwise). */
function photosOf(hostelId: string, photos: readonly string[] = []): string[] {
  const unique = [...new Set(photos)];
  if (unique.some((key) => !isHostelPhotoKey(hostelId, key))) throw refuse('photo.notYours');
  return unique;
}

/**
 * Inspects a Completed clean: one result for each item of its checklist (400 `inspection.itemUnknown`
 * otherwise), once (409 `inspection.done`). A failed item makes a re-clean, allotted to the same keeper,
 * who is told which items failed; the clean's timeline shows the inspection and the link.
 */
export async function inspect(admin: UserRecord, body: z.infer<typeof inspectBody>) {
  const reads = await readForReclean(admin.hostelId, body.requestId);
  const original = ownRequest(admin, reads);
  // After the request is found: another hostel's request answers as missing, whatever the photos.
  const photos = photosOf(admin.hostelId, body.photos);
  if (original.requestStatus !== 'Completed') throw refuse('inspection.notCompleted');
  if (reads.inspection) throw refuse('inspection.done');
  const items = checklistFor(reads, original.roomTypeId);
  const given = new Map(body.results.map((result) => [result.id, result.pass]));
  if (given.size !== items.length || items.some((item) => !given.has(item.id)))
    throw refuse('inspection.itemUnknown');
  const results = items.map((item) => ({ ...item, pass: given.get(item.id) === true }));
  const failed = results.filter((result) => !result.pass).map((result) => result.name ?? result.id);
  const passed = failed.length === 0;
  if (!passed && typeof reads.requestItem?.recleanId === 'string') throw refuse('reclean.exists');
  const now = new Date().toISOString();
  const keeper = passed ? undefined : await recleanKeeper(original);
  const reclean = passed
    ? undefined
    : {
        ...recleanOf(admin, original, keeper, { ...reads, message: body.note }, now),
        keeper,
      };
  const inspection: Inspection = {
    requestId: original._id,
    at: now,
    by: admin._id,
    byName: admin.name,
    passed,
    results,
    ...(body.note ? { note: body.note } : {}),
    ...(reclean ? { recleanId: reclean.made._id } : {}),
    ...(photos.length > 0 ? { photos } : {}),
  };
  await commitReclean({
    admin,
    original,
    action: 'inspect',
    // The timeline names the failed items (none: passed).
    ...(passed ? {} : { note: failed.join(', ') }),
    ...(reclean ? { reclean } : {}),
    failed,
    more: [inspectionPut(admin.hostelId, inspection)],
    moreRefusal: 'inspection.done',
    timeZone: reads.timeZone,
    now,
  });
  return { inspection, ...(reclean ? { reclean: recleanAnswer(reclean.made) } : {}) };
}

/**
 * Admin: a re-clean of a Completed clean whose student rated it `recleanStars` or fewer or complained
 * (409 `reclean.notLow` otherwise), once (409 `reclean.exists`). Outside the student's limits; they are told.
 */
export async function recleanFromFeedback(admin: UserRecord, requestId: string) {
  const reads = await readForReclean(admin.hostelId, requestId, true);
  const original = ownRequest(admin, reads);
  const rating = reads.feedback.find((item) => item.kind === 'rating');
  const complaint = reads.feedback.find((item) => item.kind === 'complaint');
  const low = typeof rating?.rating === 'number' && rating.rating <= recleanStars;
  if (original.requestStatus !== 'Completed' || (!low && !complaint)) throw refuse('reclean.notLow');
  if (typeof reads.requestItem?.recleanId === 'string') throw refuse('reclean.exists');
  const now = new Date().toISOString();
  const keeper = await recleanKeeper(original);
  const message = typeof complaint?.message === 'string' ? complaint.message : undefined;
  const reclean = { ...recleanOf(admin, original, keeper, { ...reads, message }, now), keeper };
  await commitReclean({
    admin,
    original,
    action: 'reclean',
    reclean,
    reason: message ?? `${String(rating?.rating ?? '')}★`,
    timeZone: reads.timeZone,
    now,
  });
  return { reclean: recleanAnswer(reclean.made) };
}

const recleanAnswer = (made: {
  _id: string;
  date: string;
  time: string;
  requestStatus: string;
  roomkeeper?: string | undefined;
}) => ({
  _id: made._id,
  date: made.date,
  time: made.time,
  requestStatus: made.requestStatus,
  ...(made.roomkeeper ? { roomkeeper: made.roomkeeper } : {}),
});
