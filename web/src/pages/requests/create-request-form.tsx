/**
 * A student's new clean request: room and floor from the profile, a date from today on, a time in
 * 5-minute steps and an optional message. Checked with the route's own schema, so the messages are the
 * server's; the server also refuses a second request for a date and more than three open ones.
 */
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import DatePicker from '@cloudscape-design/components/date-picker';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { User } from '#shared/domain';
import { messages } from '#shared/messages';
import { createRequestBody } from '#shared/schemas/clean-request';

import { callApi } from '../../api/client';
import { useNotify } from '../../components/notifications';
import { translateMessage } from '../../i18n';
import { formatDate, localToday } from '../dashboard/format';
import { TimeSelect } from '../dashboard/time-select';

type Field = 'room' | 'floor' | 'date' | 'time' | 'message';
type Values = Record<Field, string>;

/** The schema's message per field, with the spec's wording for a missing or past date. */
function check(values: Values, today: string) {
  const parsed = createRequestBody.safeParse({ ...values, message: values.message || undefined });
  const errors: Partial<Record<Field, string>> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[issue.path[0] as Field] ??= issue.message;
  if (!values.date) errors.date = messages.required;
  else if (!errors.date && values.date < today) errors.date = messages.dateInPast;
  if (!values.time) errors.time = messages.required;
  return { parsed, errors };
}

export function CreateRequestForm({ user, onCreated }: { user: User; onCreated(): void }) {
  const { t, i18n } = useTranslation(['requests', 'validation']);
  const notify = useNotify();
  const today = localToday();
  const initial: Values = {
    room: user.room ?? '',
    floor: user.floor ?? '',
    date: today,
    time: '',
    message: '',
  };
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [busy, setBusy] = useState(false);
  const { parsed, errors } = check(values, today);

  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const touch = (field: Field) => () => setTouched((current) => ({ ...current, [field]: true }));
  const errorOf = (field: Field) => {
    const message = touched[field] ? errors[field] : undefined;
    return message ? translateMessage(t, message) : undefined;
  };

  const submit = async () => {
    setTouched({ room: true, floor: true, date: true, time: true, message: true });
    if (!parsed.success || Object.keys(errors).length > 0) return;
    setBusy(true);
    try {
      await callApi('createRequest', { body: parsed.data });
      notify.success(
        t('create.done', { date: formatDate(parsed.data.date, i18n.language), time: parsed.data.time }),
      );
      setValues((current) => ({ ...current, time: '', message: '' }));
      setTouched({});
      onCreated();
    } catch (error) {
      notify.error(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
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
              <FormField label={t('create.room')} errorText={errorOf('room')}>
                <Input
                  value={values.room}
                  onChange={({ detail }) => set('room')(detail.value)}
                  onBlur={touch('room')}
                />
              </FormField>
              <FormField label={t('create.floor')} errorText={errorOf('floor')}>
                <Input
                  value={values.floor}
                  onChange={({ detail }) => set('floor')(detail.value)}
                  onBlur={touch('floor')}
                />
              </FormField>
              <FormField
                label={t('create.date')}
                errorText={errorOf('date')}
                constraintText={t('create.dateHint')}
              >
                <DatePicker
                  value={values.date}
                  onChange={({ detail }) => set('date')(detail.value)}
                  onBlur={touch('date')}
                  isDateEnabled={(date) => localToday(date) >= today}
                  placeholder="YYYY/MM/DD"
                  openCalendarAriaLabel={(selected) =>
                    selected ? t('create.changeDate', { date: selected }) : t('create.chooseDate')
                  }
                />
              </FormField>
              <FormField label={t('create.time')} errorText={errorOf('time')}>
                <TimeSelect
                  value={values.time}
                  onChange={set('time')}
                  onBlur={touch('time')}
                  ariaLabel={t('create.time')}
                  invalid={Boolean(errorOf('time'))}
                />
              </FormField>
            </ColumnLayout>
            <FormField
              label={t('create.message')}
              constraintText={t('create.messageHint')}
              errorText={errorOf('message')}
              stretch
            >
              <Textarea
                value={values.message}
                onChange={({ detail }) => set('message')(detail.value)}
                rows={2}
              />
            </FormField>
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
