/**
 * Mark a scheduled request as completed (spec §2, §5): Time-In and Time-Out, both required, in 5-minute
 * steps, sent as 'HH:mm'. A warning shows as soon as Time-In is at or after Time-Out.
 */
import Alert from '@cloudscape-design/components/alert';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { CleanRequest } from '#shared/domain';
import { messages } from '#shared/messages';
import { completeRequestBody } from '#shared/schemas/clean-request';

import { callApi } from '../../api/client';
import { translateMessage } from '../../i18n';
import { ActionModal } from './action-modal';
import { TimeSelect } from './time-select';
import { useAction } from './use-action';

interface CompleteDialogProps {
  request: CleanRequest;
  onDismiss(): void;
  onDone(): void;
}

type Field = 'timeIn' | 'timeOut';

export function CompleteDialog({ request, onDismiss, onDone }: CompleteDialogProps) {
  const { t } = useTranslation(['dashboard', 'validation']);
  const [times, setTimes] = useState<Record<Field, string>>({ timeIn: '', timeOut: '' });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [busy, run] = useAction(onDone);

  const checked = completeRequestBody.safeParse({ id: request._id, ...times });
  const issues = checked.success ? [] : checked.error.issues;
  const required = (field: Field) =>
    issues.find((issue) => issue.path[0] === field && issue.message !== messages.timeOrder)?.message;
  // The order check also fails while a time is missing; the warning is only about two chosen times.
  const outOfOrder =
    Boolean(times.timeIn && times.timeOut) && issues.some((issue) => issue.message === messages.timeOrder);

  const errorOf = (field: Field) => {
    const message = touched[field] ? required(field) : undefined;
    return message ? translateMessage(t, message) : undefined;
  };

  const submit = () => {
    setTouched({ timeIn: true, timeOut: true });
    if (!checked.success) return;
    void run(() => callApi('completeRequest', { body: checked.data }), t('complete.done'));
  };

  const field = (name: Field, label: string) => (
    <FormField label={label} errorText={errorOf(name)}>
      <TimeSelect
        value={times[name]}
        ariaLabel={label}
        invalid={Boolean(errorOf(name)) || (name === 'timeOut' && outOfOrder)}
        onChange={(value) => setTimes((current) => ({ ...current, [name]: value }))}
        onBlur={() => setTouched((current) => ({ ...current, [name]: true }))}
      />
    </FormField>
  );

  return (
    <ActionModal
      header={t('complete.title')}
      submitLabel={t('keeper.markCompleted')}
      onSubmit={submit}
      onDismiss={onDismiss}
      busy={busy}
      disabled={outOfOrder}
    >
      <SpaceBetween size="m">
        <ColumnLayout columns={2}>
          {field('timeIn', t('complete.timeIn'))}
          {field('timeOut', t('complete.timeOut'))}
        </ColumnLayout>
        {outOfOrder && <Alert type="warning">{translateMessage(t, messages.timeOrder)}</Alert>}
      </SpaceBetween>
    </ActionModal>
  );
}
