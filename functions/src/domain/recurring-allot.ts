/**
 * Auto-allot of the requests a run of recurring cleaning made (issue 31): the same plan as the admin's
 * bulk allotment (`auto-allot.ts`: capacity in minutes, days off, fewest planned, floor), each row then
 * allotted as its own conditional transition, at most `allotsPerRun` a run. What cannot be placed stays
 * Pending, and the hostel's admins get one `unplaced` note for the whole run, with how many wait.
 */
import type { CleanRequest } from '#shared/domain';

import { allotContext } from '../data/effort';
import { hostelAdminIds, type Note } from '../data/notifications';
import { hostelKeeperLoadsOn } from '../data/read-models/keeper-load';
import type { UserRecord } from '../data/users';
import { describeError, log } from '../log';
import { Refusal } from '../refusal';
import { planAllotments } from './auto-allot';
import { allot } from './request-workflow';
import { tell } from './tell';

export interface MadeRequest {
  request: CleanRequest;
  /** The recurrence's minutes, else its room type's. */
  minutes: number;
  /** The recurrence's name: the allotment's history and the keeper's note say it came from it. */
  by: string;
}

/**
 * The job allots as no user (`_id` empty): the keeper is told by the recurrence's name, and the `done` note
 * of an actor without an id goes nowhere (`told`).
 */
const actorOf = (hostelId: string, name: string): UserRecord =>
  ({ _id: '', name, hostelId, role: 'admin' }) as UserRecord;

/**
 * Allotments one run makes per hostel (each a transition of three calls): the run stays within the job's
 * time. Past it the requests wait as Pending like those no keeper can take, and the note counts them.
 */
export const allotsPerRun = 500;

export async function allotMade(
  hostelId: string,
  made: readonly MadeRequest[],
  now = new Date(),
): Promise<{ allotted: number; unplaced: number }> {
  if (made.length === 0) return { allotted: 0, unplaced: 0 };
  const [loads, context] = await Promise.all([
    hostelKeeperLoadsOn(
      hostelId,
      made.map(({ request }) => request.date),
    ),
    allotContext(hostelId),
  ]);
  const plan = planAllotments(
    made.slice(0, allotsPerRun).map(({ request, minutes }) => ({
      id: request._id,
      date: request.date,
      time: request.time,
      floor: request.floor,
      minutes,
    })),
    loads,
  );
  let allotted = 0;
  for (const { request, by } of made) {
    const keeperId = plan.get(request._id);
    if (keeperId === undefined) continue;
    try {
      await allot(actorOf(hostelId, by), request._id, { id: keeperId }, { context });
      allotted += 1;
    } catch (error) {
      // Someone acted first (an admin's allot, a keeper removed, a day filled meanwhile): it stays Pending.
      if (!(error instanceof Refusal)) log.error('recurring auto-allot failed', describeError(error));
    }
  }
  const unplaced = made.length - allotted;
  if (unplaced > 0) await tellUnplaced(hostelId, made, unplaced, now);
  return { allotted, unplaced };
}

/** One note to each admin of the hostel: how many of this run's requests wait, from the earliest date. */
async function tellUnplaced(
  hostelId: string,
  made: readonly MadeRequest[],
  count: number,
  now: Date,
): Promise<void> {
  const admins = await hostelAdminIds(hostelId);
  if (admins.length === 0) return;
  const date = made.map(({ request }) => request.date).sort()[0];
  const notes: Note[] = admins.map((to) => ({ to, kind: 'unplaced', count, ...(date ? { date } : {}) }));
  await tell(hostelId, notes, now.toISOString());
}
