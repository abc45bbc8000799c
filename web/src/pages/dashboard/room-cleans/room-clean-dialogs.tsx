/**
 * A resident's Skip and Move of a regular clean of their room (issue 31). Skip asks why (may be left
 * empty): the keeper and the admin see it. Move offers the request form's date picker and times, bounded
 * to the clean's own week (Monday to Sunday) and the hostel's rules; the server checks both again.
 */
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import type { ListedRequest } from '#shared/domain';
import { wallClock } from '#shared/hostel-alerts';
import { addDays, weekdayOf } from '#shared/request-dates';
import type { RequestRules } from '#shared/request-rules';
import { moveRecurringBody, skipRecurringBody } from '#shared/schemas/recurring';
import type * as z from '#shared/schemas/zod';
import { callApi } from '#web/api/client';
import { ActionModal } from '#web/components/action-modal';
import { FormTextarea } from '#web/components/form-fields';
import { formatDate } from '#web/components/format';
import { useForm } from '#web/hooks/use-form';
import { useSubmit } from '#web/hooks/use-submit';
import { RequestWhenFields, withRules } from '#web/pages/requests/request-when-fields';

interface DialogProps {
  request: ListedRequest;
  onDismiss(): void;
  onDone(): void;
}

export function SkipCleanDialog({ request, onDismiss, onDone }: DialogProps) {
  const { t, i18n } = useTranslation(['recurring', 'dashboard']);
  const date = formatDate(request.date, i18n.language);
  const form = useForm(
    skipRecurringBody,
    { reason: '' },
    { input: ({ reason }) => ({ id: request._id, ...(reason.trim() ? { reason } : {}) }) },
  );
  const [busy, skip] = useSubmit(async (body: z.infer<typeof skipRecurringBody>) => {
    await callApi('skipRecurringClean', { body });
    onDone();
    return t('roomCleans.skipDone', { date });
  });
  return (
    <ActionModal
      header={t('roomCleans.skipTitle')}
      submitLabel={t('roomCleans.skipSubmit')}
      onSubmit={() => form.submit(skip)}
      onDismiss={onDismiss}
      busy={busy}
    >
      <SpaceBetween size="m">
        <Box variant="p">
          {t('roomCleans.skipQuestion', { room: request.room, date, time: request.time })}
        </Box>
        <FormTextarea label={t('roomCleans.reason')} {...form.textarea('reason')} />
      </SpaceBetween>
    </ActionModal>
  );
}

/** The hostel's rules narrowed to the clean's week: no day before today nor after its Sunday. */
function weekRules(rules: RequestRules, date: string, today: string): RequestRules {
  const sunday = addDays(date, (7 - weekdayOf(date)) % 7);
  const days = Math.round((Date.parse(sunday) - Date.parse(today)) / 86_400_000);
  return { ...rules, daysAhead: Math.max(0, Math.min(rules.daysAhead, days)) };
}

export function MoveCleanDialog({
  request,
  rules,
  onDismiss,
  onDone,
}: DialogProps & { rules: RequestRules }) {
  const { t, i18n } = useTranslation(['recurring', 'dashboard']);
  const clock = wallClock(rules.timeZone, new Date());
  const week = weekRules(rules, request.date, clock.date);
  const form = useForm(
    moveRecurringBody,
    { date: request.date, time: request.time },
    { input: (values) => ({ id: request._id, ...values }), messages: withRules(week, clock) },
  );
  const [busy, move] = useSubmit(async (body: z.infer<typeof moveRecurringBody>) => {
    const { data } = await callApi('moveRecurringClean', { body });
    onDone();
    return t('roomCleans.moveDone', { date: formatDate(data.date, i18n.language), time: data.time });
  });
  const now = { date: formatDate(request.date, i18n.language), time: request.time };
  return (
    <ActionModal
      header={t('roomCleans.moveTitle')}
      submitLabel={t('roomCleans.moveSubmit')}
      onSubmit={() => form.submit(move)}
      onDismiss={onDismiss}
      busy={busy}
    >
      <SpaceBetween size="m">
        <Box variant="p">{t('dashboard:change.now', { room: request.room, ...now })}</Box>
        <ColumnLayout columns={2}>
          <RequestWhenFields
            rules={week}
            clock={clock}
            text={(part, values) =>
              part === 'dateHint' ? t('roomCleans.weekHint') : t(`dashboard:change.${part}`, values)
            }
            date={form.date('date')}
            time={form.time('time')}
          />
        </ColumnLayout>
      </SpaceBetween>
    </ActionModal>
  );
}
