/**
 * The cases of `cross-hostel-ids.test.ts`: each route that takes a request, user or keeper id, called by
 * hostel B's caller with an id of the right kind from hostel A (`World`, made by the test).
 */
import { randomUUID } from 'node:crypto';

import type { RouteId } from '#shared/routes';

import type { Account } from '../helpers/fixtures';
import type { Call } from '../helpers/invoke';
import { dateIn } from './requests-fixtures';

export interface World {
  a: { keeper: Account; student: Account; pending: string; scheduled: string; completed: string };
  b: { admin: Account; keeper: Account; student: Account; pending: string };
}

export interface Case {
  name: string;
  route: RouteId;
  caller: (w: World) => Account;
  /** Hostel A's id of the right kind. */
  theirs: (w: World) => string;
  call: (id: string, w: World) => Call;
}

const asRequest = (
  name: string,
  route: RouteId,
  caller: Case['caller'],
  theirs: Case['theirs'],
  call: Case['call'],
): Case => ({
  name,
  route,
  caller,
  theirs,
  call,
});

export const cases: Case[] = [
  asRequest(
    'admin allots a request',
    'allotRequest',
    (w) => w.b.admin,
    (w) => w.a.pending,
    (id, w) => ({
      body: { id, roomKeeperId: w.b.keeper.id },
    }),
  ),
  asRequest(
    'admin allots by the spec’s keeper name',
    'allotRequest',
    (w) => w.b.admin,
    (w) => w.a.pending,
    (id, w) => ({
      body: { id, roomKeeper: w.b.keeper.name },
    }),
  ),
  asRequest(
    'admin rejects a request',
    'rejectRequest',
    (w) => w.b.admin,
    (w) => w.a.scheduled,
    (id) => ({
      body: { id, message: 'Closed' },
    }),
  ),
  asRequest(
    'admin plans a bulk allotment',
    'allotPlan',
    (w) => w.b.admin,
    (w) => w.a.pending,
    (id) => ({
      body: { ids: [id] },
    }),
  ),
  asRequest(
    'admin bulk-allots',
    'bulkAllot',
    (w) => w.b.admin,
    (w) => w.a.pending,
    (id, w) => ({
      body: { rows: [{ id, roomKeeperId: w.b.keeper.id }] },
    }),
  ),
  asRequest(
    'admin reads a timeline',
    'requestTimeline',
    (w) => w.b.admin,
    (w) => w.a.scheduled,
    (id) => ({
      query: { id },
    }),
  ),
  asRequest(
    'keeper starts',
    'startRequest',
    (w) => w.b.keeper,
    (w) => w.a.scheduled,
    (id) => ({ body: { id } }),
  ),
  asRequest(
    'keeper starts from the phone',
    'startRequest',
    (w) => w.b.keeper,
    (w) => w.a.scheduled,
    (id) => ({
      body: { id, actionId: randomUUID() },
    }),
  ),
  asRequest(
    'keeper completes',
    'completeRequest',
    (w) => w.b.keeper,
    (w) => w.a.scheduled,
    (id) => ({
      body: { id, timeIn: '09:00', timeOut: '09:30' },
    }),
  ),
  asRequest(
    'keeper completes from the phone',
    'completeRequest',
    (w) => w.b.keeper,
    (w) => w.a.scheduled,
    (id) => ({
      body: { id, timeIn: '09:00', timeOut: '09:30', actionId: randomUUID(), at: new Date().toISOString() },
    }),
  ),
  asRequest(
    'keeper can’t clean',
    'rejectRequest',
    (w) => w.b.keeper,
    (w) => w.a.scheduled,
    (id) => ({
      body: { id, message: 'No access', reason: 'noAccess' },
    }),
  ),
  asRequest(
    'keeper reads a timeline',
    'requestTimeline',
    (w) => w.b.keeper,
    (w) => w.a.scheduled,
    (id) => ({
      query: { id },
    }),
  ),
  asRequest(
    'student deletes',
    'deleteRequest',
    (w) => w.b.student,
    (w) => w.a.pending,
    (id) => ({ body: { id } }),
  ),
  asRequest(
    'student rates',
    'createRating',
    (w) => w.b.student,
    (w) => w.a.completed,
    (id) => ({
      body: { id, rating: 5, message: 'Great' },
    }),
  ),
  asRequest(
    'student reads a timeline',
    'requestTimeline',
    (w) => w.b.student,
    (w) => w.a.completed,
    (id) => ({
      query: { id },
    }),
  ),
  asRequest(
    'admin removes a user',
    'deleteUsers',
    (w) => w.b.admin,
    (w) => w.a.student.id,
    (id) => ({
      body: { ids: [id] },
    }),
  ),
  asRequest(
    'admin approves a user',
    'approveUsers',
    (w) => w.b.admin,
    (w) => w.a.student.id,
    (id) => ({
      body: { ids: [id] },
    }),
  ),
  asRequest(
    'admin declines a user',
    'declineUsers',
    (w) => w.b.admin,
    (w) => w.a.student.id,
    (id) => ({
      body: { ids: [id] },
    }),
  ),
  asRequest(
    'admin reads a keeper’s days off',
    'daysOff',
    (w) => w.b.admin,
    (w) => w.a.keeper.id,
    (id) => ({
      query: { keeperId: id },
    }),
  ),
  asRequest(
    'admin marks a keeper’s day off',
    'setDayOff',
    (w) => w.b.admin,
    (w) => w.a.keeper.id,
    (id) => ({
      body: { keeperId: id, date: dateIn(3), off: true },
    }),
  ),
  asRequest(
    'admin reads a keeper’s schedule',
    'schedule',
    (w) => w.b.admin,
    (w) => w.a.keeper.id,
    (id) => ({
      query: { roomKeeper: id, date: dateIn(0) },
    }),
  ),
  asRequest(
    'admin allots to a keeper',
    'allotRequest',
    (w) => w.b.admin,
    (w) => w.a.keeper.id,
    (id, w) => ({
      body: { id: w.b.pending, roomKeeperId: id },
    }),
  ),
  asRequest(
    'admin bulk-allots to a keeper',
    'bulkAllot',
    (w) => w.b.admin,
    (w) => w.a.keeper.id,
    (id, w) => ({
      body: { rows: [{ id: w.b.pending, roomKeeperId: id }] },
    }),
  ),
  // Recurring cleaning (issue 31): a resident's skip and move of another hostel's request.
  asRequest(
    'student skips a recurring clean',
    'skipRecurringClean',
    (w) => w.b.student,
    (w) => w.a.pending,
    (id) => ({ body: { id, reason: 'Away' } }),
  ),
  asRequest(
    'student moves a recurring clean',
    'moveRecurringClean',
    (w) => w.b.student,
    (w) => w.a.pending,
    (id) => ({ body: { id, date: dateIn(3), time: '10:00' } }),
  ),
];
