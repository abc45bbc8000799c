/**
 * A cleaning schedule in words, in the reader's language: how often ("Every Monday and Thursday", "Every
 * 2 weeks on Tuesday", "Monthly on the 31st (last day in shorter months)") and what it cleans. Weekday
 * names and lists come from Intl, so each language writes them its own way.
 */
import { useTranslation } from 'react-i18next';

import { dateFormat, localeOf } from '#shared/languages';

import type { DataOf } from '../../api/client';

export type Recurrence = DataOf<'listRecurrences'>['recurrences'][number];
export type Cadence = Recurrence['cadence'];
export type Target = Recurrence['target'];

/** Monday first, as most of the product's languages write a week; 0 is Sunday, as the server counts. */
export const weekOrder = [1, 2, 3, 4, 5, 6, 0] as const;

/** 2026-11-22 was a Sunday: the week from it names each day in the reader's language. */
export const weekdayName = (weekday: number, language: string) =>
  dateFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 10, 22 + weekday)),
  );

type Words = ReturnType<typeof useTranslation<'recurring'>>['t'];

/** The ordinal categories the `ordinal` strings have; Intl's others (zero, many) read as "other". */
const ordinals = ['one', 'two', 'few', 'other'] as const;

function dayOfMonth(t: Words, day: number, language: string): string {
  const category = new Intl.PluralRules(localeOf(language), { type: 'ordinal' }).select(day);
  const known = ordinals.find((candidate) => candidate === category) ?? 'other';
  return t(`ordinal.${known}`, { day });
}

export function cadenceWords(t: Words, cadence: Cadence, language: string): string {
  switch (cadence.kind) {
    case 'weekly': {
      if (cadence.weekdays.length === 7) return t('cadence.daily');
      const days = weekOrder
        .filter((weekday) => cadence.weekdays.includes(weekday))
        .map((weekday) => weekdayName(weekday, language));
      const list = new Intl.ListFormat(localeOf(language), { type: 'conjunction' }).format(days);
      return t('cadence.weekly', { days: list });
    }
    case 'everyNWeeks':
      return t('cadence.everyNWeeks', {
        weeks: cadence.weeks,
        day: weekdayName(cadence.weekday, language),
      });
    case 'monthly': {
      // Every month has 28 days; from the 29th on, a shorter month cleans on its last day.
      const key = cadence.day > 28 ? 'cadence.monthlyShort' : 'cadence.monthly';
      return t(key, { day: dayOfMonth(t, cadence.day, language) });
    }
  }
}

/** Where a room is, as the schedules' list names it (`rooms` of its answer). */
export type RoomPlace = DataOf<'listRecurrences'>['rooms'][string];

/** What a schedule cleans; a room no longer found is "one room", named by the schedule's name beside it. */
export function targetWords(
  t: Words,
  target: Target,
  typeLabel: (id: string) => string,
  room?: RoomPlace,
): string {
  switch (target.kind) {
    case 'room':
      return room
        ? t('target.roomNamed', { number: room.number, building: room.building })
        : t('target.room');
    case 'type': {
      const type = typeLabel(target.roomTypeId);
      return target.floor
        ? t('target.typeFloor', { type, building: target.building, floor: target.floor })
        : t('target.type', { type, building: target.building });
    }
    case 'shared':
      if (target.building && target.floor)
        return t('target.sharedFloor', { building: target.building, floor: target.floor });
      return target.building ? t('target.sharedBuilding', { building: target.building }) : t('target.shared');
  }
}
