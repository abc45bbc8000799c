/** What the registration approval routes answer (DESIGN §9). */
import * as z from '../schemas/zod';
import { page, waitingStudent } from './entities';

/** `GET /api/registrations` → a page of waiting students, oldest first. */
export const listRegistrationsAnswer = page(waitingStudent);

/** `POST /api/approveUsers` → the ids now active students, and how many approval mails went out. */
export const approveUsersAnswer = z.strictObject({
  approved: z.array(z.string()),
  mailed: z.int(),
});

/** `POST /api/declineUsers` → the ids whose registration ended. */
export const declineUsersAnswer = z.strictObject({ declined: z.array(z.string()) });
