/**
 * Several days off at once (issue 28): every day from one date to another, or only some days of the week
 * ("every Sunday until 30 June"), marked or cleared in one call of at most 92 days. What the server
 * answers is shown: how many dates changed and, per date, the cleanings already Scheduled to the keeper
 * that day (they stay allotted; the admin may allot them to someone else).
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import DatePicker from '@cloudscape-design/components/date-picker';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { addDays } from '#shared/request-dates';
import { maxDaysOffSpan } from '#shared/schemas/days-off';

import { callApi } from '../../api/client';
import { formatDate } from '../../components/format';
import { useSubmit } from '../../hooks/use-submit';

/** Monday first, as most of the product's languages write a week; 0 is Sunday, as the server counts. */
const weekOrder = [1, 2, 3, 4, 5, 6, 0];
/** A week whose days fall on 0 (Sunday, 2030-06-02) to 6, to name each day in the reader's language. */
const weekdayName = (weekday: number, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2030, 5, 2 + weekday)),
  );

interface Result {
  off: boolean;
  changed: { date: string; scheduled: number }[];
}

export function DaysOffRangeForm({
  keeperId,
  onChanged,
}: {
  keeperId?: string | undefined;
  onChanged(dates: string[]): void;
}) {
  const { t, i18n } = useTranslation(['allotment', 'codes']);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [weekly, setWeekly] = useState(false);
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const [result, setResult] = useState<Result>();
  const id = useId();

  const tooLong = Boolean(from && to && addDays(from, maxDaysOffSpan - 1) < to);
  const reversed = Boolean(from && to && from > to);
  const ready = Boolean(from && to) && !tooLong && !reversed && (!weekly || weekdays.length > 0);

  const [busy, send] = useSubmit(async (off: boolean) => {
    const answer = await callApi('setDaysOffRange', {
      body: { ...(keeperId ? { keeperId } : {}), from, to, ...(weekly ? { weekdays } : {}), off },
    });
    onChanged(answer.data.dates);
    setResult({ off, changed: answer.data.changed });
  });

  const format = (date: string) => formatDate(date, i18n.language);
  const busyDays = result?.changed.filter((day) => day.scheduled > 0) ?? [];
  return (
    <ExpandableSection headerText={t('daysOff.range.title')}>
      <SpaceBetween size="s">
        <SpaceBetween size="s" direction="horizontal">
          <FormField label={t('daysOff.range.from')}>
            <DatePicker
              value={from}
              placeholder="YYYY/MM/DD"
              openCalendarAriaLabel={(selected) =>
                selected ? t('daysOff.change', { date: selected }) : t('daysOff.choose')
              }
              onChange={({ detail }) => setFrom(detail.value)}
            />
          </FormField>
          <FormField
            label={t('daysOff.range.to')}
            errorText={
              tooLong ? t('codes:dayOff.rangeTooLong') : reversed ? t('codes:request.dateRange') : undefined
            }
            constraintText={t('daysOff.range.limit', { count: maxDaysOffSpan })}
          >
            <DatePicker
              value={to}
              placeholder="YYYY/MM/DD"
              openCalendarAriaLabel={(selected) =>
                selected ? t('daysOff.change', { date: selected }) : t('daysOff.choose')
              }
              onChange={({ detail }) => setTo(detail.value)}
            />
          </FormField>
        </SpaceBetween>
        <FormField label={t('daysOff.range.which')}>
          <RadioGroup
            value={weekly ? 'weekly' : 'every'}
            onChange={({ detail }) => setWeekly(detail.value === 'weekly')}
            items={[
              { value: 'every', label: t('daysOff.range.everyDay') },
              { value: 'weekly', label: t('daysOff.range.weekly') },
            ]}
          />
        </FormField>
        {weekly && (
          // Not a FormField: each checkbox is named by its day alone, the group by the label above it.
          <SpaceBetween size="xxs">
            <Box variant="awsui-key-label" id={`${id}-weekdays`}>
              {t('daysOff.range.weekdays')}
            </Box>
            <div className="days-off-weekdays" role="group" aria-labelledby={`${id}-weekdays`}>
              {weekOrder.map((weekday) => (
                <Checkbox
                  key={weekday}
                  checked={weekdays.includes(weekday)}
                  onChange={({ detail }) =>
                    setWeekdays((current) =>
                      detail.checked ? [...current, weekday] : current.filter((one) => one !== weekday),
                    )
                  }
                >
                  {weekdayName(weekday, i18n.language)}
                </Checkbox>
              ))}
            </div>
          </SpaceBetween>
        )}
        <SpaceBetween size="xs" direction="horizontal">
          <Button formAction="none" disabled={!ready} loading={busy} onClick={() => send(true)}>
            {t('daysOff.range.mark')}
          </Button>
          <Button formAction="none" disabled={!ready || busy} onClick={() => send(false)}>
            {t('daysOff.range.clear')}
          </Button>
        </SpaceBetween>
        {result && (
          <Alert
            type={busyDays.length > 0 && result.off ? 'warning' : 'success'}
            dismissible
            dismissAriaLabel={t('daysOff.close')}
            onDismiss={() => setResult(undefined)}
          >
            <SpaceBetween size="xxs">
              <span>
                {t(result.off ? 'daysOff.range.marked' : 'daysOff.range.cleared', {
                  count: result.changed.length,
                })}
              </span>
              {result.off &&
                busyDays.map((day) => (
                  <span key={day.date}>
                    {t('daysOff.range.scheduledOn', { date: format(day.date), count: day.scheduled })}
                  </span>
                ))}
            </SpaceBetween>
          </Alert>
        )}
      </SpaceBetween>
    </ExpandableSection>
  );
}
