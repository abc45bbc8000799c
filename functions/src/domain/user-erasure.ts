/**
 * An admin erases a student or roomkeeper of their hostel (issue 34). Three parts, each safe to repeat:
 *
 * 1. the start marks the person `erasing` and ends their sessions (`erasure-writes.ts`);
 * 2. the walk rewrites every item that copies their name or email, or holds a text they wrote, a Query
 *    page at a time with the next place saved in the same transaction (`erasure-walk.ts`; the rooms a
 *    keeper cleaned, from their Completed requests: `erasure-rooms.ts`);
 * 3. the end removes the account as a removal does (open requests released, email freed, search tokens,
 *    picture and devices gone, the hostel's people counter down), then empties the person's own item and
 *    records the erasure in the audit log.
 *
 * A call does at most `eraseLimits.stepsPerCall` steps and answers `done: false` when the walk goes on;
 * the site sends the same call again until `done`. Counters and analytics days are never touched by the
 * walk: it rewrites names and texts, never keys or numbers.
 */
import { erasedName } from '#shared/erasure';

import { type ErasedPerson, type ErasePlace, erasureStep } from '../data/erasure-walk';
import { finishErasing, getStoredItem, placeWrite, startErasing } from '../data/erasure-writes';
import { hostelTimeZone } from '../data/read-models/stats';
import { transact, TransactionConditionFailed } from '../data/store/transact';
import type { UserRecord } from '../data/users';
import { refuse } from '../refusal';
import { scrubbed } from './erasure-scrub';
import { removeUser } from './user-removal';

/**
 * Steps a call makes: each one Query page and one transaction (a keeper's Completed requests also two
 * BatchGets of their rooms), so a call stays within seconds.
 */
export const eraseLimits = { stepsPerCall: 40 };

const maxStepAttempts = 3;

/** One step, sent again (read again) when an item changed between its read and its rewrite. */
async function stepOnce(person: ErasedPerson, place: ErasePlace): Promise<ErasePlace | undefined> {
  for (let attempt = 1; ; attempt++) {
    const { writes, next } = await erasureStep(person, place, (item) => scrubbed(item, person));
    try {
      // The end's place is the sources' length: the walk is over, the account's own end is left.
      await transact([...writes, placeWrite(person._id, next ?? { source: Number.MAX_SAFE_INTEGER })]);
      return next;
    } catch (error) {
      if (!(error instanceof TransactionConditionFailed) || attempt >= maxStepAttempts) throw error;
    }
  }
}

/** The stored person, checked: of the admin's hostel (else as missing), not the admin, not an admin. */
async function erasable(admin: UserRecord, userId: string) {
  if (userId === admin._id) throw refuse('user.removeSelf');
  const item = await getStoredItem(userId);
  if (!item || item.hostelId !== admin.hostelId) throw refuse('user.notFound');
  if (item.role === 'admin') throw refuse('user.notRemovable');
  return item;
}

/** Erases the person as far as one call goes: `done` when nothing of them is left but their id. */
export async function eraseUser(admin: UserRecord, userId: string): Promise<{ id: string; done: boolean }> {
  let item = await erasable(admin, userId);
  if (item.erasedAt) return { id: userId, done: true };
  if (!item.erasing) {
    try {
      await startErasing(userId);
    } catch (error) {
      // Another call started it meanwhile: go on from its place.
      if (!(error instanceof TransactionConditionFailed)) throw error;
    }
    item = (await getStoredItem(userId)) ?? item;
    if (item.erasedAt) return { id: userId, done: true };
  }
  const person: ErasedPerson = {
    _id: userId,
    name: String(item.name ?? ''),
    email: String(item.email ?? ''),
    role: item.role as ErasedPerson['role'],
    hostelId: admin.hostelId,
  };
  let place: ErasePlace | undefined = (item.erasing as ErasePlace | undefined) ?? { source: 0 };
  if (place.source === Number.MAX_SAFE_INTEGER) place = undefined;
  for (let steps = 0; place && steps < eraseLimits.stepsPerCall; steps++)
    place = await stepOnce(person, place);
  if (place) return { id: userId, done: false };

  // Released requests and the removal's audit entry keep the marker, never the name.
  await removeUser(userId, admin, () => hostelTimeZone(admin.hostelId), erasedName);
  await finishErasing(
    { _id: userId, hostelId: admin.hostelId, calendarFeedHash: item.calendarFeedHash },
    {
      _id: admin._id,
      name: admin.name,
      hostelId: admin.hostelId,
    },
  );
  return { id: userId, done: true };
}
