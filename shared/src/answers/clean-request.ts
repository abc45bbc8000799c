/** What the clean-request workflow's routes answer (spec §7). */
import * as z from '../schemas/zod';
import {
  cleanRequest,
  historyRequest,
  keeperOption,
  keeperRow,
  page,
  pendingRequest,
  scheduleSlot,
  studentRequest,
} from './entities';

/** `POST /api/createRequest` → 201 {request}. */
export const createRequestAnswer = z.strictObject({ request: cleanRequest });

/** `GET /api/admin/dashboard`: the hostel's counters and a page of its pending requests. */
export const adminDashboardAnswer = z.strictObject({
  /** Completed requests of the hostel. */
  requests: z.int(),
  students: z.int(),
  roomkeepers: z.int(),
  /** Self-registered students waiting for the admin's approval (not counted in `students` until approved). */
  awaiting: z.int(),
  data: z.array(pendingRequest),
  cursor: z.optional(z.string()),
});

/** `GET /api/roomkeeper/dashboard`: the keeper's counters and a page of their scheduled requests. */
export const roomkeeperDashboardAnswer = z.strictObject({
  /** Requests this keeper completed. */
  requests: z.int(),
  complaints: z.int(),
  scheduled: z.int(),
  data: z.array(keeperRow),
  cursor: z.optional(z.string()),
});

/** `GET /api/student/dashboard`: the student's counters and open requests (at most 3, never paged). */
export const studentDashboardAnswer = z.strictObject({
  requests: z.int(),
  scheduled: z.int(),
  completed: z.int(),
  data: z.array(studentRequest),
});

export const listRoomkeepersAnswer = z.array(keeperOption);
export const scheduleAnswer = z.array(scheduleSlot);

/** Allot, start, reject and complete answer the request as it now is. */
export const changedRequestAnswer = cleanRequest;

/** `POST /api/deleteRequest` → the id of the request deleted. */
export const deleteRequestAnswer = z.strictObject({ _id: z.string() });

/** `GET /api/requests`: a page of the caller's history. */
export const listRequestsAnswer = page(historyRequest);
