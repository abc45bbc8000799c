/** Schemas of a keeper's capacity in minutes a day (issue 30). */
import { capacityLimits } from '../effort';
import { messages } from '../messages';
import { roomLimits } from '../rooms';
import { id } from './fields';
import { roomText } from './rooms';
import * as z from './zod';

/** Minutes of work in a day, whole, within `capacityLimits`. */
export const capacityMinutes = z
  .number({ error: messages.fieldNotValid })
  .check(
    z.int({ error: messages.fieldNotValid }),
    z.gte(capacityLimits.min, { error: messages.fieldNotValid }),
    z.lte(capacityLimits.max, { error: messages.fieldNotValid }),
  );

/**
 * A keeper's own capacity, or `null` to take the hostel's again; and their building (one the hostel's
 * floors name), `null` to clear it, absent to leave it as it is: a keeper with a building reads only that
 * building's board and rooms.
 */
export const keeperCapacityBody = z.strictObject({
  keeperId: id,
  minutes: z.nullable(capacityMinutes),
  building: z.optional(z.nullable(roomText(roomLimits.building))),
});
