/**
 * The check of a request's date and time against its hostel's rules, as the refusal a create (and a
 * reschedule, issue 28) answers. Its own file so that a function that only checks does not bundle the create.
 */
import { wallClock } from '#shared/hostel-alerts';
import { type MessageKey, messages } from '#shared/messages';
import { todayIn } from '#shared/request-dates';
import { dateRefusal, type RequestRules, timePassed, timeRefusal } from '#shared/request-rules';
import type { CreateRequestBody } from '#shared/schemas/clean-request';

import { refuseField } from '../refusal';

/** The first rule of the hostel the date or time breaks, as the field refusal the create answers. */
export function ruleRefusal(
  rules: RequestRules,
  input: Pick<CreateRequestBody, 'date' | 'time'>,
  now = new Date(),
) {
  const date = dateRefusal(rules, input.date, todayIn(rules.timeZone, now));
  if (date) return refuseField('date', messages[date satisfies MessageKey], `request.${date}`);
  const time =
    timeRefusal(rules.hours, input.time) ??
    (timePassed(input.date, input.time, wallClock(rules.timeZone, now)) ? 'timePassed' : undefined);
  if (time) return refuseField('time', messages[time satisfies MessageKey], `request.${time}`);
  return undefined;
}
