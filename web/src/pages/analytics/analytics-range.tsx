/**
 * The days the analytics cover: the last 7, 30 or 90 days, or a custom range, with Cloudscape's
 * DateRangePicker. The chosen value becomes the `from`/`to` dates the API takes.
 */
import DateRangePicker, { type DateRangePickerProps } from '@cloudscape-design/components/date-range-picker';
import { useTranslation } from 'react-i18next';

import { maxAnalyticsDays } from '#shared/analytics';
import { addDays } from '#shared/request-dates';

import { hostelToday } from '../../components/hostel-today';

export const lastDays = [7, 30, 90] as const;

export const defaultRange: DateRangePickerProps.Value = {
  type: 'relative',
  key: 'last-7',
  amount: 7,
  unit: 'day',
};

/** The range as the API's dates, both included; undefined while it is not a valid range. */
export function datesOf(
  value: DateRangePickerProps.Value | null,
  today = hostelToday(),
): { from: string; to: string } | undefined {
  if (!value) return undefined;
  if (value.type === 'relative') {
    const days = value.unit === 'week' ? value.amount * 7 : value.amount;
    return value.unit === 'day' || value.unit === 'week'
      ? { from: addDays(today, 1 - days), to: today }
      : undefined;
  }
  const from = value.startDate.slice(0, 10);
  const to = value.endDate.slice(0, 10);
  return from && to ? { from, to } : undefined;
}

export function AnalyticsRange({
  value,
  onChange,
}: {
  value: DateRangePickerProps.Value | null;
  onChange: (value: DateRangePickerProps.Value | null) => void;
}) {
  const { t } = useTranslation('analytics');
  const isValidRange: DateRangePickerProps.ValidationFunction = (range) => {
    const dates = datesOf(range);
    if (!dates) return { valid: false, errorMessage: t('range.invalid') };
    if (dates.from > dates.to) return { valid: false, errorMessage: t('range.reversed') };
    if (addDays(dates.from, maxAnalyticsDays - 1) < dates.to)
      return { valid: false, errorMessage: t('range.tooLong') };
    return { valid: true };
  };
  return (
    <DateRangePicker
      value={value}
      onChange={({ detail }) => onChange(detail.value)}
      relativeOptions={lastDays.map((amount) => ({
        key: `last-${amount}`,
        amount,
        unit: 'day',
        type: 'relative',
      }))}
      isValidRange={isValidRange}
      rangeSelectorMode="default"
      dateOnly
      absoluteFormat="long-localized"
      placeholder={t('range.placeholder')}
      ariaLabel={t('range.label')}
      expandToViewport
      i18nStrings={{
        formatRelativeRange: (range) =>
          range.unit === 'day' ? t('range.last', { count: range.amount }) : '',
        customRelativeRangeOptionLabel: t('range.custom'),
      }}
    />
  );
}
