/** Schemas of the clean-request workflow (spec §5 and §7, DESIGN §3). */
import { messages } from '../messages';
import { cantCleanReasons } from '../status';
import { cursor, echoed, id, isoDate, limit, longText, role, shortText, status, time } from './fields';
import { problemBody } from './maintenance';
import { photoKeys } from './photos';
import * as z from './zod';

export const createRequestBody = z.strictObject({
  room: shortText(20).check(z.minLength(1, { error: messages.required })),
  floor: shortText(20).check(z.minLength(1, { error: messages.required })),
  date: isoDate,
  time,
  message: z.optional(longText(500)),
  /** The room asked for (issue 30): a student with a room may name theirs or, if allowed, a shared space of their floor. */
  roomId: z.optional(id),
});
export type CreateRequestBody = z.infer<typeof createRequestBody>;

/** `roomKeeper` is the keeper's name as the spec's client sends it; `roomKeeperId` is preferred. */
export const allotRequestBody = z
  .strictObject({
    id,
    roomKeeper: z.optional(shortText(100).check(z.minLength(1, { error: messages.roomKeeperRequired }))),
    roomKeeperId: z.optional(id),
    /** The admin confirmed giving the keeper more than their capacity that day (issue 30). */
    confirmOverCapacity: z.optional(z.boolean({ error: messages.fieldNotValid })),
  })
  .check(
    z.refine((body) => body.roomKeeper !== undefined || body.roomKeeperId !== undefined, {
      path: ['roomKeeper'],
      error: messages.roomKeeperRequired,
    }),
  );

/**
 * What a roomkeeper's phone adds to Start, Done and Can't clean, so that an action taken offline and sent
 * later (maybe twice) lands once and with its time: `actionId` is made on the device, `at` is when the
 * keeper tapped. Both optional: the spec's calls send neither.
 */
const keeperAction = {
  actionId: z.optional(z.uuid({ error: messages.fieldNotValid })),
  at: z.optional(z.iso.datetime({ offset: true, error: messages.fieldNotValid })),
};

export const rejectRequestBody = z.strictObject({
  id,
  message: longText(500).check(z.minLength(1, { error: messages.reasonRequired })),
  role: z.optional(role),
  name: echoed,
  /** A keeper's reason from the Can't clean list; `message` still carries the words shown with it. */
  reason: z.optional(z.enum(cantCleanReasons, { error: messages.fieldNotValid })),
  /** A keeper's problem in the room (issue 32), reported to maintenance in the same transaction. */
  report: z.optional(problemBody),
  ...keeperAction,
});

export const startRequestBody = z.strictObject({ id, ...keeperAction });

export const completeRequestBody = z
  .strictObject({
    id,
    timeIn: z.pipe(
      z.string({ error: messages.timeInRequired }).check(z.minLength(1, { error: messages.timeInRequired })),
      time,
    ),
    timeOut: z.pipe(
      z
        .string({ error: messages.timeOutRequired })
        .check(z.minLength(1, { error: messages.timeOutRequired })),
      time,
    ),
    /** Photo proof (issue 32): keys of photos uploaded for this Done. */
    photos: z.optional(photoKeys),
    ...keeperAction,
  })
  // A one-tap Done (`at` given) right after Start may end in the minute it began.
  .check(
    z.refine(
      (body) => body.timeIn < body.timeOut || (body.at !== undefined && body.timeIn === body.timeOut),
      {
        path: ['timeOut'],
        error: messages.timeOrder,
      },
    ),
  );

export const deleteRequestBody = z.strictObject({ id });

export const hostelQuery = z.strictObject({ hostel: echoed });
/** `cursor` continues the dashboard's list when it holds more than one page. */
export const adminDashboardQuery = z.strictObject({ hostel: echoed, cursor });
export const roomkeeperDashboardQuery = z.strictObject({ id: echoed, hostel: echoed, name: echoed, cursor });
export const studentDashboardQuery = z.strictObject({ id: echoed });

/** `roomKeeper` may be a keeper's id or name (the spec's client sends the name). */
export const scheduleQuery = z.strictObject({
  roomKeeper: shortText(100).check(z.minLength(1, { error: messages.roomKeeperRequired })),
  date: isoDate,
});

export const listRequestsQuery = z.strictObject({
  status: z.optional(status),
  from: z.optional(isoDate),
  to: z.optional(isoDate),
  cursor,
  limit,
  /** An admin's history of one student of their hostel (found by the users search, issue 28). */
  student: z.optional(id),
});

/** An admin's request for any room of their hostel (issue 30): a common area, a room between residents. */
export const roomRequestBody = z.strictObject({
  roomId: id,
  date: isoDate,
  time,
  message: z.optional(longText(500)),
});

/** A page of one room's requests, newest date first. */
export const roomRequestsQuery = z.strictObject({ room: id, cursor });
