/**
 * Schemas of a hostel's settings (DESIGN §9 "Hostel settings"): its request rules, its alerts (overdue
 * grace, morning mail hour) and registration mode.
 */
import { registrationModes } from '../domain';
import { maxGraceMinutes } from '../hostel-alerts';
import { messages } from '../messages';
import { photoRetentionDays } from '../photos';
import { canonicalTimeZone, isTimeZone } from '../request-dates';
import { minutesOf } from '../request-rules';
import { auditRetentionMonths, requestRetentionMonths } from '../retention';
import { capacityMinutes } from './effort';
import { isoDate, time } from './fields';
import * as z from './zod';

const count = (min: number, max: number) =>
  z
    .number({ error: messages.fieldNotValid })
    .check(
      z.int({ error: messages.fieldNotValid }),
      z.gte(min, { error: messages.fieldNotValid }),
      z.lte(max, { error: messages.fieldNotValid }),
    );

/** A time range inside one day, `to` after `from`, in steps of 5 minutes up to 4 hours. */
export const serviceHours = z
  .strictObject({
    from: time,
    to: time,
    step: count(5, 240).check(z.refine((step) => step % 5 === 0, { error: messages.fieldNotValid })),
  })
  .check(
    z.refine((hours) => minutesOf(hours.from) < minutesOf(hours.to), {
      path: ['to'],
      error: messages.fieldNotValid,
    }),
  );

/** At least one day of the week stays open; each day named once. */
const closedWeekdays = z.array(count(0, 6)).check(
  z.maxLength(6, { error: messages.fieldNotValid }),
  z.refine((days) => new Set(days).size === days.length, { error: messages.fieldNotValid }),
);

const closedDates = z.array(isoDate).check(
  z.maxLength(100, { error: messages.fieldNotValid }),
  z.refine((dates) => new Set(dates).size === dates.length, { error: messages.fieldNotValid }),
);

export const requestRules = z.strictObject({
  // Kept as `Intl` spells it, so that 'utc' and 'UTC' are one zone (and one cached clock), not two.
  timeZone: z.pipe(
    z
      .string({ error: messages.fieldNotValid })
      .check(
        z.maxLength(64, { error: messages.fieldNotValid }),
        z.refine(isTimeZone, { error: messages.fieldNotValid }),
      ),
    z.transform((zone: string) => canonicalTimeZone(zone) ?? zone),
  ),
  openLimit: count(1, 20),
  onePerDate: z.boolean({ error: messages.fieldNotValid }),
  daysAhead: count(1, 365),
  hours: serviceHours,
  closedWeekdays,
  closedDates,
  changeCutoffHours: count(0, 72),
  sharedSpaces: z.boolean({ error: messages.fieldNotValid }),
  noticeHours: count(0, 168),
  horizonDays: count(1, 28),
});

/** When open work is late and when the morning mail goes (`hostel-alerts.ts`). */
export const hostelAlerts = z.strictObject({
  overdueGraceMinutes: count(0, maxGraceMinutes),
  digestHour: z.nullable(count(0, 23)),
});

/** Photo proof (issue 32): whether Done needs a photo, and how long photos are kept. */
export const photoSettings = z.strictObject({
  photoRequired: z.boolean({ error: messages.fieldNotValid }),
  photoRetentionDays: z.literal(photoRetentionDays, { error: messages.fieldNotValid }),
});

/** Retention (issue 34): months closed requests and feedback, and the audit log, are kept. */
export const retentionSettings = z.strictObject({
  requestRetentionMonths: count(requestRetentionMonths.min, requestRetentionMonths.max),
  auditRetentionMonths: count(auditRetentionMonths.min, auditRetentionMonths.max),
});

export const registrationMode = z.enum(registrationModes, { error: messages.fieldNotValid });

/** Any of the settings: those left out keep their value. */
export const hostelSettingsBody = z.extend(z.partial(requestRules), {
  ...z.partial(hostelAlerts).shape,
  registration: z.optional(registrationMode),
  /** A roomkeeper's minutes of work a day, unless their own is set (issue 30). */
  keeperMinutesPerDay: z.optional(capacityMinutes),
  ...z.partial(photoSettings).shape,
  ...z.partial(retentionSettings).shape,
});
