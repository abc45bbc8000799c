/** Schemas of self-registration approval and the hostel's registration mode (DESIGN §9 "Registration modes"). */
import * as z from 'zod';

import { messages } from '../messages';
import { page, waitingStudent } from './entities';
import { cursor, id, limit } from './fields';

export const listRegistrationsQuery = z.strictObject({ cursor, limit });

/** The students to approve or decline: each must be waiting in the admin's own hostel. */
export const registrationIdsBody = z.strictObject({
  ids: z.array(id).min(1, { error: messages.required }).max(25, { error: messages.fieldNotValid }),
});

/** `GET /api/registrations` → a page of waiting students, oldest first. */
export const listRegistrationsAnswer = page(waitingStudent);

/** `POST /api/approveUsers` → the ids now active students, and how many approval mails went out. */
export const approveUsersAnswer = z.strictObject({
  approved: z.array(z.string()),
  mailed: z.number().int(),
});

/** `POST /api/declineUsers` → the ids whose registration ended. */
export const declineUsersAnswer = z.strictObject({ declined: z.array(z.string()) });
