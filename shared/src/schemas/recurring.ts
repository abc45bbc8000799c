/** Schemas of recurring cleaning (issue 31): what the recurrence routes take. */
import { messages } from '../messages';
import { closedDaysChoices, recurrenceLimits } from '../recurrences';
import { roomLimits } from '../rooms';
import { id, isoDate, name3to50, time } from './fields';
import { roomText, typeId } from './rooms';
import * as z from './zod';

const invalid = { error: messages.fieldNotValid };

const count = (min: number, max: number) =>
  z.number(invalid).check(z.int(invalid), z.gte(min, invalid), z.lte(max, invalid));

const weekday = count(0, 6);

export const cadenceInput = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('weekly'),
      weekdays: z.array(weekday).check(
        z.minLength(1, { error: messages.required }),
        z.maxLength(7, invalid),
        z.refine((days) => new Set(days).size === days.length, invalid),
      ),
    }),
    z.strictObject({
      kind: z.literal('everyNWeeks'),
      weeks: count(recurrenceLimits.everyNWeeks.min, recurrenceLimits.everyNWeeks.max),
      weekday,
    }),
    z.strictObject({ kind: z.literal('monthly'), day: count(1, 31) }),
  ],
  invalid,
);

const building = roomText(roomLimits.building);
const floor = roomText(roomLimits.floor);

export const targetInput = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('room'), roomId: id }),
    z.strictObject({ kind: z.literal('type'), roomTypeId: typeId, building, floor: z.optional(floor) }),
    z
      .strictObject({ kind: z.literal('shared'), building: z.optional(building), floor: z.optional(floor) })
      .check(z.refine((target) => target.floor === undefined || target.building !== undefined, invalid)),
  ],
  invalid,
);

const definition = {
  name: name3to50(),
  target: targetInput,
  cadence: cadenceInput,
  from: time,
  to: time,
  /** Left out: the room type's minutes. */
  minutes: z.optional(count(recurrenceLimits.minutes.min, recurrenceLimits.minutes.max)),
  start: isoDate,
  end: z.optional(isoDate),
  closedDays: z.enum(closedDaysChoices, invalid),
  autoAllot: z.boolean(invalid),
};

type Window = { from?: string; to?: string; start?: string; end?: string };

/** The window runs forwards and the end is not before the start (the hostel's hours are checked by the route). */
const ordered = [
  z.refine<Window>((body) => !body.from || !body.to || body.from < body.to, { path: ['to'], ...invalid }),
  z.refine<Window>((body) => !body.start || !body.end || body.end >= body.start, {
    path: ['end'],
    ...invalid,
  }),
];

/** `POST /api/recurrences` (and its preview): a new recurrence; `paused` left out is an active one. */
export const createRecurrenceBody = z
  .strictObject({ ...definition, paused: z.optional(z.boolean(invalid)) })
  .check(...ordered);
export type CreateRecurrenceBody = z.infer<typeof createRecurrenceBody>;

/** `POST /api/recurrences/preview`: the body a create would send. */
export const previewRecurrenceBody = createRecurrenceBody;

const definitionKeys = Object.keys(definition) as (keyof typeof definition)[];
const requiredKeys = definitionKeys.filter((key) => key !== 'minutes' && key !== 'end');

/**
 * `POST /api/updateRecurrence`, from the version the admin saw: either the whole definition (an edit: a
 * left-out `minutes` or `end` is none), with or without `paused`, or only `paused` (pause or resume).
 */
export const updateRecurrenceBody = z
  .strictObject({
    id,
    version: count(1, Number.MAX_SAFE_INTEGER),
    ...z.partial(z.strictObject(definition)).shape,
    paused: z.optional(z.boolean(invalid)),
  })
  .check(
    ...ordered,
    ...requiredKeys.map((key) =>
      z.refine<Record<string, unknown>>(
        (body) => body[key] !== undefined || definitionKeys.every((other) => body[other] === undefined),
        { path: [key], error: messages.required },
      ),
    ),
    z.refine<Record<string, unknown>>(
      (body) => body.paused !== undefined || definitionKeys.some((key) => body[key] !== undefined),
      { path: ['paused'], error: messages.required },
    ),
  );
export type UpdateRecurrenceBody = z.infer<typeof updateRecurrenceBody>;

/** Whether an update carries the whole definition (an edit) rather than only `paused`. */
export const isEdit = (body: UpdateRecurrenceBody): body is UpdateRecurrenceBody & CreateRecurrenceBody =>
  body.name !== undefined;

/** `POST /api/recurring/skip`: a resident skips a recurring clean of their room, saying why (may be empty). */
export const skipRecurringBody = z.strictObject({
  id,
  reason: z.optional(z.string(invalid).check(z.trim(), z.maxLength(200, invalid))),
});
export type SkipRecurringBody = z.infer<typeof skipRecurringBody>;

/** `POST /api/recurring/move`: another allowed day (and time) of the same week (Monday to Sunday). */
export const moveRecurringBody = z.strictObject({ id, date: isoDate, time });
export type MoveRecurringBody = z.infer<typeof moveRecurringBody>;
