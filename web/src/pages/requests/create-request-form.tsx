/**
 * A student's new clean request: room and floor from the profile, a date from today to `maxDaysAhead`
 * days on, a time in 5-minute steps and an optional message. Checked with the route's own schema, so the
 * messages are the server's; the server also refuses a second request for a date and more than three
 * open ones.
 */
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import type { User } from '#shared/domain';
import { messages } from '#shared/messages';
import { latestRequestDate } from '#shared/request-dates';
import { createRequestBody } from '#shared/schemas/clean-request';

import { callApi } from '../../api/client';
import { FormDatePicker } from '../../components/form-date-picker';
import { FormInput, FormTextarea } from '../../components/form-fields';
import { formatDate, localToday } from '../../components/format';
import { FormTimeSelect } from '../../components/time-select';
import { type FieldMessages, useForm } from '../../hooks/use-form';
import { useSubmit } from '../../hooks/use-submit';

type Values = Record<'room' | 'floor' | 'date' | 'time' | 'message', string>;

/** The server's bounds on the date, as the date picker offers them. */
function dateMessage(date: string, today: string): string | undefined {
  if (date < today) return messages.dateInPast;
  if (date > latestRequestDate(today)) return messages.dateTooFar;
  return undefined;
}

/** The spec's wording for a missing or past date, and for a missing time, over the schema's. */
const withSpecWording =
  (today: string) =>
  (found: FieldMessages, values: Values): FieldMessages => ({
    ...found,
    date: !values.date ? messages.required : (found.date ?? dateMessage(values.date, today)),
    time: values.time ? found.time : messages.required,
  });

export function CreateRequestForm({ user, onCreated }: { user: User; onCreated(): void }) {
  const { t, i18n } = useTranslation('requests');
  const today = localToday();
  const form = useForm(
    createRequestBody,
    { room: user.room ?? '', floor: user.floor ?? '', date: today, time: '', message: '' },
    {
      input: (values) => ({ ...values, message: values.message || undefined }),
      messages: withSpecWording(today),
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
        <Container header={<Header variant="h2">{t('create.title')}</Header>}>
          <SpaceBetween size="l">
            <ColumnLayout columns={2}>
              <FormInput label={t('create.room')} {...form.input('room')} />
              <FormInput label={t('create.floor')} {...form.input('floor')} />
              <FormDatePicker
                label={t('create.date')}
                constraintText={t('create.dateHint')}
                isDateEnabled={(date) => dateMessage(localToday(date), today) === undefined}
                placeholder="YYYY/MM/DD"
                openCalendarAriaLabel={(selected) =>
                  selected ? t('create.changeDate', { date: selected }) : t('create.chooseDate')
                }
                {...form.date('date')}
              />
              <FormTimeSelect label={t('create.time')} ariaLabel={t('create.time')} {...form.time('time')} />
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
