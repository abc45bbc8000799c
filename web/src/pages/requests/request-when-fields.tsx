/**
 * A request's date and time by the hostel's rules, for a student's new request, an admin's request for a
 * room and another date or time (issue 28): the picker enables only the days the rules take, and the list
 * offers only the rules' times that have not passed on the chosen day by the hostel's clock. Each form
 * words the fields itself (`text`), under its own keys for the same parts.
 */
import { useMemo } from 'react';

import type { WallClock } from '#shared/hostel-alerts';
import { messages } from '#shared/messages';
import { dateRefusal, type RequestRules, timePassed, timeRefusal, timesOf } from '#shared/request-rules';

import { FormDatePicker } from '../../components/form-date-picker';
import { localToday } from '../../components/format';
import { FormTimeSelect } from '../../components/time-select';
import type { FieldMessages, TextBinding } from '../../hooks/use-form';

/** The date's refusal by the hostel's rules, in the server's words. */
function dateMessage(rules: RequestRules, date: string, today: string): string | undefined {
  const refusal = dateRefusal(rules, date, today);
  return refusal && messages[refusal];
}

/**
 * The spec's wording for a missing date or time, over the schema's; then the hostel's rules and clock
 * (the new request's, a room's request's and the reschedule dialog's).
 */
export const withRules =
  (rules: RequestRules, clock: WallClock) =>
  <V extends { date: string; time: string }>(found: FieldMessages, values: V): FieldMessages => {
    const today = clock.date;
    const time =
      values.time &&
      (timeRefusal(rules.hours, values.time) ??
        (timePassed(values.date, values.time, clock) ? 'timePassed' : undefined));
    return {
      ...found,
      date: !values.date ? messages.required : (found.date ?? dateMessage(rules, values.date, today)),
      time: !values.time ? messages.required : (found.time ?? (time ? messages[time] : undefined)),
    };
  };

export type WhenText = 'date' | 'dateHint' | 'changeDate' | 'chooseDate' | 'time';

interface RequestWhenFieldsProps {
  rules: RequestRules;
  clock: WallClock;
  text(part: WhenText, values?: { days?: number; date?: string }): string;
  date: TextBinding;
  time: TextBinding;
}

export function RequestWhenFields({ rules, clock, text, date, time }: RequestWhenFieldsProps) {
  const allTimes = useMemo(() => timesOf(rules.hours), [rules.hours]);
  const times = allTimes.filter((offered) => !timePassed(date.value, offered, clock));
  return (
    <>
      <FormDatePicker
        label={text('date')}
        constraintText={text('dateHint', { days: rules.daysAhead })}
        isDateEnabled={(day) => dateMessage(rules, localToday(day), clock.date) === undefined}
        placeholder="YYYY/MM/DD"
        openCalendarAriaLabel={(selected) =>
          selected ? text('changeDate', { date: selected }) : text('chooseDate')
        }
        {...date}
      />
      <FormTimeSelect label={text('time')} ariaLabel={text('time')} times={times} {...time} />
    </>
  );
}
