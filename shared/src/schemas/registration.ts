/** Schemas of self-registration approval and the hostel's registration mode (DESIGN §9 "Registration modes"). */
import { messages } from '../messages';
import { cursor, id, limit } from './fields';
import * as z from './zod';

export const listRegistrationsQuery = z.strictObject({ cursor, limit });

/** The students to approve or decline: each must be waiting in the admin's own hostel. */
export const registrationIdsBody = z.strictObject({
  ids: z
    .array(id)
    .check(z.minLength(1, { error: messages.required }), z.maxLength(25, { error: messages.fieldNotValid })),
});
