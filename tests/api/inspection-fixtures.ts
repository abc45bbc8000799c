/**
 * What the inspection tests share: a clean done through the real handlers (create, allot, Done), and a
 * single room's default checklist answered with the items that failed.
 */
import type { CleanRequest } from '#shared/domain';
import { defaultChecklists } from '#shared/inspections';

import { type Account, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { allotVia, createVia } from './requests-fixtures';

/** A clean done today by `keeper` for a new student of `hostel` (made here, as a hostel keeps one a date). */
export async function doneVia(
  world: { hostel: { id: string; name: string }; admin: Account; keeper: Account },
  time: string,
): Promise<{ request: CleanRequest; student: Account }> {
  const student = await makeUser('student', world.hostel);
  const request = await createVia(student, 0, time);
  await allotVia(world.admin, request, world.keeper);
  const done = await invoke('completeRequest', {
    token: world.keeper.token,
    body: { id: request._id, timeIn: '09:00', timeOut: '09:30' },
  });
  if (done.status !== 200) throw new Error(`complete failed: ${done.status} ${done.text}`);
  return { request, student };
}

/** A single room's default checklist, each item passed but those in `failed`. */
export const singleResults = (failed: readonly string[] = []) =>
  defaultChecklists.single!.map((id) => ({ id, pass: !failed.includes(id) }));
