/** Field schemas reused by every form and route, with the spec's messages (spec §5). */
import { roles } from '../domain';
import { messages } from '../messages';
import { requestStatuses } from '../status';
import * as z from './zod';

const requiredOr = (invalid: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? messages.required : invalid;

/** A required string of 3 to 50 characters, taken as typed. */
export const text3to50 = (required: string = messages.required) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? required : messages.fieldNotValid) })
    .check(
      z.minLength(1, { error: required }),
      z.minLength(3, { error: messages.min3 }),
      z.maxLength(50, { error: messages.max50 }),
    );

/**
 * Characters no typed text needs and that make stored text lie or break: C0/C1 controls, zero-width
 * characters and bidirectional overrides (which can make "evil.exe" read as "exe.live"). Line breaks and
 * tabs are allowed where text may span lines.
 */
const controlsAndInvisibles =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;
const lineBreaks = /[\t\n\r]/;
const safeLine = (value: string) => !controlsAndInvisibles.test(value) && !lineBreaks.test(value);
const safeLines = (value: string) => !controlsAndInvisibles.test(value);

/**
 * A person's or hostel's name: trimmed, one safe line of 3 to 50 characters, and no `#`, which separates
 * the parts of the sort keys names are listed and searched by.
 */
export const name3to50 = (required: string = messages.required) =>
  z.string({ error: (issue) => (issue.input === undefined ? required : messages.fieldNotValid) }).check(
    z.trim(),
    z.minLength(1, { error: required }),
    z.minLength(3, { error: messages.min3 }),
    z.maxLength(50, { error: messages.max50 }),
    z.refine((value) => safeLine(value) && !value.includes('#'), { error: messages.fieldNotValid }),
  );

export const email = z.pipe(
  z.pipe(
    z
      .string({ error: requiredOr(messages.wrongEmail) })
      .check(
        z.trim(),
        z.minLength(1, { error: messages.required }),
        z.minLength(3, { error: messages.min3 }),
        z.maxLength(50, { error: messages.max50 }),
      ),
    z.email({ error: messages.wrongEmail }),
  ),
  z.transform((value: string) => value.toLowerCase()),
);

/**
 * A password to sign in with: at least the spec's 3, so accounts made before the rule below still sign
 * in, and up to the 128 a new password may have (the spec's 50 would lock out a longer one).
 */
export const password = z
  .string({ error: (issue) => (issue.input === undefined ? messages.required : messages.fieldNotValid) })
  .check(
    z.minLength(1, { error: messages.required }),
    z.minLength(3, { error: messages.min3 }),
    z.maxLength(128, { error: messages.max128 }),
  );

/**
 * A new password (ASVS 5.0 V6.2): 8 to 128 characters, any characters, taken exactly as typed (no trim).
 * Whether it is one of the most common is checked where it is set (`isCommonPassword`), so that the list
 * is carried only by the routes that set passwords and loaded by the site only when needed.
 */
export const newPassword = (required: string = messages.required) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? required : messages.fieldNotValid) })
    .check(
      z.minLength(1, { error: required }),
      z.minLength(8, { error: messages.min8 }),
      z.maxLength(128, { error: messages.max128 }),
    );

export const role = z.enum(roles, { error: requiredOr(messages.fieldNotValid) });

/** Ids are random UUIDs; anything else is refused before it reaches the store. */
export const id = z.uuid({ error: messages.fieldNotValid });

/** The years a date may name: no cleaning, history or analytics is about a day outside them. */
export const firstYear = 2000;
export const lastYear = 2100;

/**
 * 'YYYY-MM-DD' that is a real calendar date in the years above. Without the bound `0000-01-01` is a
 * "date", and `Date.UTC` reads the years 0–99 as 1900–1999, so a range check could count the wrong days.
 */
export const isoDate = z.iso.date({ error: messages.fieldNotValid }).check(
  z.refine(
    (value) => {
      const year = Number(value.slice(0, 4));
      return year >= firstYear && year <= lastYear;
    },
    { error: messages.fieldNotValid },
  ),
);

/** 'HH:mm', 24-hour. */
export const time = z
  .string({ error: requiredOr(messages.fieldNotValid) })
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: messages.fieldNotValid }));

export const status = z.enum(requestStatuses, { error: messages.fieldNotValid });

/** One trimmed line of typed text (room, phone, a name part, a search). */
export const shortText = (max: number) =>
  z
    .string({ error: requiredOr(messages.fieldNotValid) })
    .check(
      z.trim(),
      z.maxLength(max, { error: messages.fieldNotValid }),
      z.refine(safeLine, { error: messages.fieldNotValid }),
    );

/** Trimmed free text that may span lines (a request's message, a reason, feedback). */
export const longText = (max: number) =>
  z
    .string({ error: requiredOr(messages.fieldNotValid) })
    .check(
      z.trim(),
      z.maxLength(max, { error: messages.fieldNotValid }),
      z.refine(safeLines, { error: messages.fieldNotValid }),
    );

/** Opaque pagination cursor handed out by list routes. */
export const cursor = z.optional(z.string().check(z.maxLength(1024, { error: messages.fieldNotValid })));

/** Page size for list routes: 1–100, default 25. */
export const limit = z.optional(
  z.coerce
    .number({ error: messages.fieldNotValid })
    .check(
      z.int({ error: messages.fieldNotValid }),
      z.gte(1, { error: messages.fieldNotValid }),
      z.lte(100, { error: messages.fieldNotValid }),
    ),
);

/**
 * Identity fields the specification's client echoes back (`role`, `id`, `name`, `hostel`). They are
 * accepted for compatibility and compared with the verified token; they never choose what is read.
 */
export const echoed = z.optional(z.string().check(z.maxLength(200)));
