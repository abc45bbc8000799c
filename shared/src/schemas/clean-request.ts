/** Schemas of the clean-request workflow (spec §5 and §7, DESIGN §3). */
import { z } from 'zod';

import { messages } from '../messages';
import { cursor, echoed, id, isoDate, limit, role, shortText, status, time } from './fields';

export const createRequestBody = z.strictObject({
  room: shortText(20).min(1, { error: messages.required }),
  floor: shortText(20).min(1, { error: messages.required }),
  date: isoDate,
  time,
  message: shortText(500).optional(),
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
export type AllotRequestBody = z.infer<typeof allotRequestBody>;

export const rejectRequestBody = z.strictObject({
  id,
  message: shortText(500).min(1, { error: messages.reasonRequired }),
  role: role.optional(),
  name: echoed,
});
export type RejectRequestBody = z.infer<typeof rejectRequestBody>;

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
  })
  .refine((body) => body.timeIn < body.timeOut, { path: ['timeOut'], error: messages.timeOrder });
export type CompleteRequestBody = z.infer<typeof completeRequestBody>;

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
export type ListRequestsQuery = z.infer<typeof listRequestsQuery>;
