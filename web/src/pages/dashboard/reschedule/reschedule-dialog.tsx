/**
 * Another date or time for a Pending or Scheduled request (issue 28): the student's own before the
 * hostel's cutoff, or any of the hostel's for an admin (the student asked by phone). The request form's
 * date picker and time list, offering only what the hostel's rules take, checked as the form checks; the
 * server checks again. A Scheduled request stays with its keeper unless they are off on the new day, and
 * then the success says it waits to be allotted again.
 */
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import type { ListedRequest } from '#shared/domain';
import { wallClock } from '#shared/hostel-alerts';
import type { RequestRules } from '#shared/request-rules';
import { rescheduleRequestBody } from '#shared/schemas/request-changes';
import type * as z from '#shared/schemas/zod';
import { callApi } from '#web/api/client';
import { ActionModal } from '#web/components/action-modal';
import { formatDate } from '#web/components/format';
import { useNotify } from '#web/components/notifications';
import { useApiQuery } from '#web/hooks/use-api-query';
import { useForm } from '#web/hooks/use-form';
import { useSubmit } from '#web/hooks/use-submit';
import { RequestWhenFields, withRules } from '#web/pages/requests/request-when-fields';

export interface RescheduleDialogProps {
  request: Pick<ListedRequest, '_id' | 'date' | 'time' | 'room' | 'requestStatus'>;
  onDismiss(): void;
  onDone(): void;
}

export function RescheduleDialog(props: RescheduleDialogProps) {
  const { t } = useTranslation('dashboard');
  const notify = useNotify();
  const load = useCallback(async () => (await callApi('requestRules')).data, []);
  const rules = useApiQuery(load, notify.error);
  if (rules.data) return <RescheduleForm {...props} rules={rules.data} />;
  return (
    <ActionModal
      header={t('change.title')}
      submitLabel={t('change.submit')}
      onSubmit={() => undefined}
      onDismiss={props.onDismiss}
      busy={false}
      disabled
    >
      <StatusIndicator type={rules.loading ? 'loading' : 'error'}>
        {t(rules.loading ? 'change.loadingRules' : 'change.rulesFailed')}
      </StatusIndicator>
    </ActionModal>
  );
}

function RescheduleForm({
  request,
  rules,
  onDismiss,
  onDone,
}: RescheduleDialogProps & { rules: RequestRules }) {
  const { t, i18n } = useTranslation('dashboard');
  const clock = wallClock(rules.timeZone, new Date());
  const form = useForm(
    rescheduleRequestBody,
    { date: request.date, time: request.time },
    { input: (values) => ({ id: request._id, ...values }), messages: withRules(rules, clock) },
  );
  const [busy, move] = useSubmit(async (body: z.infer<typeof rescheduleRequestBody>) => {
    const { data } = await callApi('rescheduleRequest', { body });
    onDone();
    const when = { date: formatDate(data.date, i18n.language), time: data.time };
    const queued = request.requestStatus === 'Scheduled' && data.requestStatus === 'Pending';
    return t(queued ? 'change.doneQueued' : 'change.done', when);
  });
  const now = { date: formatDate(request.date, i18n.language), time: request.time };

  return (
    <ActionModal
      header={t('change.title')}
      submitLabel={t('change.submit')}
      busyText={t('change.busy')}
      onSubmit={() => form.submit(move)}
      onDismiss={onDismiss}
      busy={busy}
    >
      <SpaceBetween size="m">
        <Box variant="p">{t('change.now', { room: request.room, ...now })}</Box>
        <ColumnLayout columns={2}>
          <RequestWhenFields
            rules={rules}
            clock={clock}
            text={(part, values) => t(`change.${part}`, values)}
            date={form.date('date')}
            time={form.time('time')}
          />
        </ColumnLayout>
      </SpaceBetween>
    </ActionModal>
  );
}
