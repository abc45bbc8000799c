/**
 * The schedule form's values (texts and choices, as its controls hold them) and the body they make for
 * `createRecurrence`, `updateRecurrence` and `previewRecurrence`; and back, for an edit.
 */
import type { Cadence, Recurrence, Target } from './cadence-words';

export type TargetKind = Target['kind'];
export type CadenceKind = Cadence['kind'];

export type Values = {
  name: string;
  targetKind: TargetKind;
  building: string;
  floor: string;
  roomId: string;
  roomTypeId: string;
  cadenceKind: CadenceKind;
  weekdays: number[];
  weeks: string;
  weekday: string;
  day: string;
  from: string;
  to: string;
  minutes: string;
  start: string;
  end: string;
  closedDays: Recurrence['closedDays'];
  autoAllot: boolean;
};

export const blankValues = (today: string): Values => ({
  name: '',
  targetKind: 'type',
  building: '',
  floor: '',
  roomId: '',
  roomTypeId: '',
  cadenceKind: 'weekly',
  weekdays: [],
  weeks: '2',
  weekday: '1',
  day: '1',
  from: '09:00',
  to: '12:00',
  minutes: '',
  start: today,
  end: '',
  closedDays: 'move',
  autoAllot: false,
});

/** A number typed or chosen; an empty field is left out, a typo stays for the schema to refuse. */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

function targetOf(values: Values): Target {
  switch (values.targetKind) {
    case 'room':
      return { kind: 'room', roomId: values.roomId };
    case 'type':
      return {
        kind: 'type',
        roomTypeId: values.roomTypeId,
        building: values.building,
        ...(values.floor ? { floor: values.floor } : {}),
      };
    case 'shared':
      return {
        kind: 'shared',
        ...(values.building ? { building: values.building } : {}),
        ...(values.building && values.floor ? { floor: values.floor } : {}),
      };
  }
}

function cadenceOf(values: Values): Cadence {
  switch (values.cadenceKind) {
    case 'weekly':
      return { kind: 'weekly', weekdays: [...values.weekdays].sort((a, b) => a - b) };
    case 'everyNWeeks':
      return { kind: 'everyNWeeks', weeks: Number(values.weeks), weekday: Number(values.weekday) };
    case 'monthly':
      return { kind: 'monthly', day: Number(values.day) };
  }
}

/** The create body (also the preview's); an edit adds the id and the version it was made from. */
export function inputOf(values: Values) {
  const minutes = numberOf(values.minutes);
  return {
    name: values.name.trim(),
    target: targetOf(values),
    cadence: cadenceOf(values),
    from: values.from,
    to: values.to,
    ...(minutes === undefined ? {} : { minutes }),
    start: values.start,
    ...(values.end ? { end: values.end } : {}),
    closedDays: values.closedDays,
    autoAllot: values.autoAllot,
  };
}

/** The form's values for an edit; a room target's building and floor come from the room once read. */
export function valuesOf(recurrence: Recurrence, today: string): Values {
  const { target, cadence } = recurrence;
  const blank = blankValues(today);
  return {
    ...blank,
    name: recurrence.name,
    targetKind: target.kind,
    building: target.kind === 'room' ? '' : (target.building ?? ''),
    floor: target.kind === 'room' ? '' : (target.floor ?? ''),
    roomId: target.kind === 'room' ? target.roomId : '',
    roomTypeId: target.kind === 'type' ? target.roomTypeId : '',
    cadenceKind: cadence.kind,
    weekdays: cadence.kind === 'weekly' ? cadence.weekdays : [],
    weeks: cadence.kind === 'everyNWeeks' ? String(cadence.weeks) : blank.weeks,
    weekday: cadence.kind === 'everyNWeeks' ? String(cadence.weekday) : blank.weekday,
    day: cadence.kind === 'monthly' ? String(cadence.day) : blank.day,
    from: recurrence.from,
    to: recurrence.to,
    minutes: recurrence.minutes === undefined ? '' : String(recurrence.minutes),
    start: recurrence.start,
    end: recurrence.end ?? '',
    closedDays: recurrence.closedDays,
    autoAllot: recurrence.autoAllot,
  };
}
