/** Schemas of the clean-request workflow (spec §5 and §7, DESIGN §3). */
import * as z from 'zod';

import { messages } from '../messages';
import { cantCleanReasons } from '../status';
import {
  cleanRequest,
  keeperOption,
  keeperRow,
  listedRequest,
  page,
  pendingRequest,
  scheduleSlot,
  studentRequest,
} from './entities';
import { cursor, echoed, id, isoDate, limit, longText, role, shortText, status, time } from './fields';

export const createRequestBody = z.strictObject({
  room: shortText(20).min(1, { error: messages.required }),
  floor: shortText(20).min(1, { error: messages.required }),
  date: isoDate,
  time,
  message: longText(500).optional(),
});
export type CreateRequestBody = z.infer<typeof createRequestBody>;

/** `roomKeeper` is the keeper's name as the spec's client sends it; `roomKeeperId` is preferred. */
export const allotRequestBody = z
  .strictObject({
    id,
    roomKeeper: shortText(100).min(1, { error: messages.roomKeeperRequired }).optional(),
    roomKeeperId: id.optional(),
  })
  .refine((body) => body.roomKeeper !== undefined || body.roomKeeperId !== undefined, {
    path: ['roomKeeper'],
    error: messages.roomKeeperRequired,
  });

/**
 * What a roomkeeper's phone adds to Start, Done and Can't clean, so that an action taken offline and sent
 * later (maybe twice) lands once and with its time: `actionId` is made on the device, `at` is when the
 * keeper tapped. Both optional: the spec's calls send neither.
 */
const keeperAction = {
  actionId: z.uuid({ error: messages.fieldNotValid }).optional(),
  at: z.iso.datetime({ offset: true, error: messages.fieldNotValid }).optional(),
};

export const rejectRequestBody = z.strictObject({
  id,
  message: longText(500).min(1, { error: messages.reasonRequired }),
  role: role.optional(),
  name: echoed,
  /** A keeper's reason from the Can't clean list; `message` still carries the words shown with it. */
  reason: z.enum(cantCleanReasons, { error: messages.fieldNotValid }).optional(),
  ...keeperAction,
});

export const startRequestBody = z.strictObject({ id, ...keeperAction });

export const completeRequestBody = z
  .strictObject({
    id,
    timeIn: z
      .string({ error: messages.timeInRequired })
      .min(1, { error: messages.timeInRequired })
      .pipe(time),
    timeOut: z
      .string({ error: messages.timeOutRequired })
      .min(1, { error: messages.timeOutRequired })
      .pipe(time),
    ...keeperAction,
  })
  // A one-tap Done (`at` given) right after Start may end in the minute it began.
  .refine((body) => body.timeIn < body.timeOut || (body.at !== undefined && body.timeIn === body.timeOut), {
    path: ['timeOut'],
    error: messages.timeOrder,
  });

export const deleteRequestBody = z.strictObject({ id });

export const hostelQuery = z.strictObject({ hostel: echoed });
/** `cursor` continues the dashboard's list when it holds more than one page. */
export const adminDashboardQuery = z.strictObject({ hostel: echoed, cursor });
export const roomkeeperDashboardQuery = z.strictObject({ id: echoed, hostel: echoed, name: echoed, cursor });
export const studentDashboardQuery = z.strictObject({ id: echoed });

/** `roomKeeper` may be a keeper's id or name (the spec's client sends the name). */
export const scheduleQuery = z.strictObject({
  roomKeeper: shortText(100).min(1, { error: messages.roomKeeperRequired }),
  date: isoDate,
});

export const listRequestsQuery = z.strictObject({
  status: status.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  cursor,
  limit,
});

/** `POST /api/createRequest` → 201 {request}. */
export const createRequestAnswer = z.strictObject({ request: cleanRequest });

/** `GET /api/admin/dashboard`: the hostel's counters and a page of its pending requests. */
export const adminDashboardAnswer = z.strictObject({
  /** Completed requests of the hostel. */
  requests: z.number().int(),
  students: z.number().int(),
  roomkeepers: z.number().int(),
  /** Self-registered students waiting for the admin's approval (not counted in `students` until approved). */
  awaiting: z.number().int(),
  data: z.array(pendingRequest),
  cursor: z.string().optional(),
});

/** `GET /api/roomkeeper/dashboard`: the keeper's counters and a page of their scheduled requests. */
export const roomkeeperDashboardAnswer = z.strictObject({
  /** Requests this keeper completed. */
  requests: z.number().int(),
  complaints: z.number().int(),
  scheduled: z.number().int(),
  data: z.array(keeperRow),
  cursor: z.string().optional(),
});

/** `GET /api/student/dashboard`: the student's counters and open requests (at most 3, never paged). */
export const studentDashboardAnswer = z.strictObject({
  requests: z.number().int(),
  scheduled: z.number().int(),
  completed: z.number().int(),
  data: z.array(studentRequest),
});

export const listRoomkeepersAnswer = z.array(keeperOption);
export const scheduleAnswer = z.array(scheduleSlot);

/** Allot, start, reject and complete answer the request as it now is. */
export const changedRequestAnswer = cleanRequest;

/** `POST /api/deleteRequest` → the id of the request deleted. */
export const deleteRequestAnswer = z.strictObject({ _id: z.string() });

/** `GET /api/requests`: a page of the caller's history. */
export const listRequestsAnswer = page(listedRequest);
