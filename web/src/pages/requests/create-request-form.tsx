/**
 * A student's new clean request: their room (issue 30: a resident chooses among their room and, where
 * allowed, their floor's shared spaces; a student without a room types room and floor from the profile), a date and a time among those the
 * hostel's rules take (`GET /api/requestRules`: "today" on the hostel's clock, days ahead, days and dates
 * without cleaning, cleaning hours and their step) and an optional message. Checked with the route's own
 * schema and the same rule checks as the server, so the messages are the server's; the server also
 * refuses a second request for a date and one past the open-request limit.
 */
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { User } from '#shared/domain';
import { type WallClock, wallClock } from '#shared/hostel-alerts';
import { messages } from '#shared/messages';
import { dateRefusal, type RequestRules, timePassed, timeRefusal, timesOf } from '#shared/request-rules';
import { createRequestBody } from '#shared/schemas/clean-request';
import type * as z from '#shared/schemas/zod';

import { callApi } from '../../api/client';
import { FormDatePicker } from '../../components/form-date-picker';
import { FormInput, FormTextarea } from '../../components/form-fields';
import { formatDate, localToday } from '../../components/format';
import { useNotify } from '../../components/notifications';
import { FormTimeSelect } from '../../components/time-select';
import { useApiQuery } from '../../hooks/use-api-query';
import { type FieldMessages, useForm } from '../../hooks/use-form';
import { useSubmit } from '../../hooks/use-submit';
import { RequestRoomField, type RequestRooms, useRequestRooms } from './request-room-field';

type Values = Record<'room' | 'floor' | 'date' | 'time' | 'message' | 'roomId', string>;

/** The date's refusal by the hostel's rules, in the server's words. */
export function dateMessage(rules: RequestRules, date: string, today: string): string | undefined {
  const refusal = dateRefusal(rules, date, today);
  return refusal && messages[refusal];
}

/**
 * The spec's wording for a missing date or time, over the schema's; then the hostel's rules and clock
 * (also the reschedule dialog's, `pages/dashboard/reschedule/`).
 */
export const withRules =
  (rules: RequestRules, clock: WallClock) =>
  <V extends Pick<Values, 'date' | 'time'>>(found: FieldMessages, values: V): FieldMessages => {
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

export function CreateRequestForm({ user, onCreated }: { user: User; onCreated(): void }) {
  const { t } = useTranslation('requests');
  const notify = useNotify();
  const load = useCallback(async () => (await callApi('requestRules')).data, []);
  const rules = useApiQuery(load, notify.error);
  const rooms = useRequestRooms(notify.error);
  if (!rules.data || !rooms.data)
    return (
      <Container header={<Header variant="h2">{t('create.title')}</Header>}>
        <StatusIndicator type={rules.loading || rooms.loading ? 'loading' : 'error'}>
          {t(rules.loading || rooms.loading ? 'create.loadingRules' : 'create.rulesFailed')}
        </StatusIndicator>
      </Container>
    );
  return <RequestForm user={user} rules={rules.data} rooms={rooms.data} onCreated={onCreated} />;
}

interface FormProps {
  user: User;
  rules: RequestRules;
  rooms: RequestRooms;
  onCreated(): void;
}

function RequestForm({ user, rules, rooms, onCreated }: FormProps) {
  const { t, i18n } = useTranslation('requests');
  // The hostel's clock, read at each render: a time that passed while the form was open is no longer offered.
  const clock = wallClock(rules.timeZone, new Date());
  const today = clock.date;
  const allTimes = useMemo(() => timesOf(rules.hours), [rules.hours]);
  const form = useForm(
    createRequestBody,
    {
      room: user.room ?? '',
      floor: user.floor ?? '',
      date: today,
      time: '',
      message: '',
      roomId: rooms.data[0]?.id ?? '',
    },
    {
      // A chosen room's texts are the request's room and floor, as the server copies them.
      input: ({ roomId, ...values }) => {
        const chosen = rooms.data.find((room) => room.id === roomId);
        const where = chosen ? { room: chosen.number, floor: chosen.floor, roomId } : {};
        return { ...values, message: values.message || undefined, ...where };
      },
      messages: withRules(rules, clock),
    },
  );
  const times = allTimes.filter((time) => !timePassed(form.values.date, time, clock));
  const [busy, create] = useSubmit(async (body: z.infer<typeof createRequestBody>) => {
    await callApi('createRequest', { body });
    form.reset({ ...form.values, time: '', message: '' });
    onCreated();
    return t('create.done', { date: formatDate(body.date, i18n.language), time: body.time });
  });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        form.submit(create);
      }}
    >
      <Form
        actions={
          <Button variant="primary" loading={busy} formAction="submit">
            {t('create.submit')}
          </Button>
        }
      >
        <Container header={<Header variant="h2">{t('create.title')}</Header>}>
          <SpaceBetween size="l">
            <ColumnLayout columns={2}>
              {rooms.data.length > 0 ? (
                <RequestRoomField rooms={rooms} binding={(options) => form.select('roomId', options)} />
              ) : (
                <>
                  <FormInput label={t('create.room')} {...form.input('room')} />
                  <FormInput label={t('create.floor')} {...form.input('floor')} />
                </>
              )}
              <FormDatePicker
                label={t('create.date')}
                constraintText={t('create.dateHint', { days: rules.daysAhead })}
                isDateEnabled={(date) => dateMessage(rules, localToday(date), today) === undefined}
                placeholder="YYYY/MM/DD"
                openCalendarAriaLabel={(selected) =>
                  selected ? t('create.changeDate', { date: selected }) : t('create.chooseDate')
                }
                {...form.date('date')}
              />
              <FormTimeSelect
                label={t('create.time')}
                ariaLabel={t('create.time')}
                times={times}
                {...form.time('time')}
              />
            </ColumnLayout>
            <FormTextarea
              label={t('create.message')}
              constraintText={t('create.messageHint')}
              stretch
              rows={2}
              {...form.textarea('message')}
            />
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
