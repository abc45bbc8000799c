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
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import type { User } from '#shared/domain';
import { wallClock } from '#shared/hostel-alerts';
import type { RequestRules } from '#shared/request-rules';
import { createRequestBody } from '#shared/schemas/clean-request';
import type * as z from '#shared/schemas/zod';

import { callApi } from '../../api/client';
import { FormInput, FormTextarea } from '../../components/form-fields';
import { formatDate } from '../../components/format';
import { useNotify } from '../../components/notifications';
import { useApiQuery } from '../../hooks/use-api-query';
import { useForm } from '../../hooks/use-form';
import { useSubmit } from '../../hooks/use-submit';
import { RequestRoomField, type RequestRooms, useRequestRooms } from './request-room-field';
import { RequestWhenFields, withRules } from './request-when-fields';

interface CreateRequestProps {
  user: User;
  onCreated(): void;
  /** The room chosen first (a door's code, issue 33), when it is among the student's choices. */
  roomId?: string;
  /** The form's heading, when not the page's usual one. */
  title?: string;
}

export function CreateRequestForm({ user, onCreated, roomId, title }: CreateRequestProps) {
  const { t } = useTranslation('requests');
  const notify = useNotify();
  const load = useCallback(async () => (await callApi('requestRules')).data, []);
  const rules = useApiQuery(load, notify.error);
  const rooms = useRequestRooms(notify.error);
  if (!rules.data || !rooms.data)
    return (
      <Container header={<Header variant="h2">{title ?? t('create.title')}</Header>}>
        <StatusIndicator type={rules.loading || rooms.loading ? 'loading' : 'error'}>
          {t(rules.loading || rooms.loading ? 'create.loadingRules' : 'create.rulesFailed')}
        </StatusIndicator>
      </Container>
    );
  return (
    <RequestForm
      user={user}
      rules={rules.data}
      rooms={rooms.data}
      onCreated={onCreated}
      roomId={roomId}
      title={title}
    />
  );
}

interface FormProps extends CreateRequestProps {
  rules: RequestRules;
  rooms: RequestRooms;
}

function RequestForm({ user, rules, rooms, onCreated, roomId, title }: FormProps) {
  const { t, i18n } = useTranslation('requests');
  // The hostel's clock, read at each render: a time that passed while the form was open is no longer offered.
  const clock = wallClock(rules.timeZone, new Date());
  const today = clock.date;
  const form = useForm(
    createRequestBody,
    {
      room: user.room ?? '',
      floor: user.floor ?? '',
      date: today,
      time: '',
      message: '',
      roomId: rooms.data.find((room) => room.id === roomId)?.id ?? rooms.data[0]?.id ?? '',
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
        <Container header={<Header variant="h2">{title ?? t('create.title')}</Header>}>
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
              <RequestWhenFields
                rules={rules}
                clock={clock}
                text={(part, values) => t(`create.${part}`, values)}
                date={form.date('date')}
                time={form.time('time')}
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
