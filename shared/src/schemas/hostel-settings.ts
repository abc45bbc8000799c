/**
 * Schemas of a hostel's settings (DESIGN §9 "Hostel settings"): its request rules, its alerts (overdue
 * grace, morning mail hour) and registration mode.
 */
import * as z from 'zod';

import { registrationModes } from '../domain';
import { maxGraceMinutes } from '../hostel-alerts';
import { messages } from '../messages';
import { isTimeZone } from '../request-dates';
import { minutesOf } from '../request-rules';
import { isoDate, time } from './fields';

const count = (min: number, max: number) =>
  z
    .number({ error: messages.fieldNotValid })
    .int({ error: messages.fieldNotValid })
    .min(min, { error: messages.fieldNotValid })
    .max(max, { error: messages.fieldNotValid });

/** A time range inside one day, `to` after `from`, in steps of 5 minutes up to 4 hours. */
export const serviceHours = z
  .strictObject({
    from: time,
    to: time,
    step: count(5, 240).refine((step) => step % 5 === 0, { error: messages.fieldNotValid }),
  })
  .refine((hours) => minutesOf(hours.from) < minutesOf(hours.to), {
    path: ['to'],
    error: messages.fieldNotValid,
  });

/** At least one day of the week stays open; each day named once. */
const closedWeekdays = z
  .array(count(0, 6))
  .max(6, { error: messages.fieldNotValid })
  .refine((days) => new Set(days).size === days.length, { error: messages.fieldNotValid });

const closedDates = z
  .array(isoDate)
  .max(100, { error: messages.fieldNotValid })
  .refine((dates) => new Set(dates).size === dates.length, { error: messages.fieldNotValid });

export const requestRules = z.strictObject({
  timeZone: z
    .string({ error: messages.fieldNotValid })
    .max(64, { error: messages.fieldNotValid })
    .refine(isTimeZone, { error: messages.fieldNotValid }),
  openLimit: count(1, 20),
  onePerDate: z.boolean({ error: messages.fieldNotValid }),
  daysAhead: count(1, 365),
  hours: serviceHours,
  closedWeekdays,
  closedDates,
});

/** When open work is late and when the morning mail goes (`hostel-alerts.ts`). */
export const hostelAlerts = z.strictObject({
  overdueGraceMinutes: count(0, maxGraceMinutes),
  digestHour: count(0, 23).nullable(),
});

const registration = z.enum(registrationModes, { error: messages.fieldNotValid });

/** Any of the settings: those left out keep their value. */
export const hostelSettingsBody = requestRules
  .partial()
  .extend(hostelAlerts.partial().shape)
  .extend({ registration: registration.optional() });

/** `GET|POST /api/hostelSettings` → all of the hostel's settings. */
export const hostelSettingsAnswer = requestRules.extend(hostelAlerts.shape).extend({ registration });

/** `GET /api/requestRules` → the rules a student's new request must keep. */
export const requestRulesAnswer = requestRules;
