/** The hostel's single dates without cleaning: picked one at a time, listed in order, each removable. */
import Button from '@cloudscape-design/components/button';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TokenGroup from '@cloudscape-design/components/token-group';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDate } from '../../components/format';

interface ClosedDatesProps {
  dates: string[];
  errorText: string | undefined;
  onChange(dates: string[]): void;
}

export function ClosedDatesField({ dates, errorText, onChange }: ClosedDatesProps) {
  const { t, i18n } = useTranslation('settings');
  const [picked, setPicked] = useState('');
  const add = () => {
    if (picked && !dates.includes(picked)) onChange([...dates, picked].sort());
    setPicked('');
  };
  return (
    <FormField label={t('closedDates')} description={t('closedDatesHint')} errorText={errorText}>
      <SpaceBetween size="s">
        <SpaceBetween size="xs" direction="horizontal">
          <DatePicker
            value={picked}
            placeholder="YYYY/MM/DD"
            ariaLabel={t('closedDate')}
            openCalendarAriaLabel={(selected) =>
              selected ? t('changeClosedDate', { date: selected }) : t('chooseClosedDate')
            }
            onChange={({ detail }) => setPicked(detail.value)}
          />
          <Button formAction="none" disabled={!picked} onClick={add}>
            {t('addClosedDate')}
          </Button>
        </SpaceBetween>
        <TokenGroup
          items={dates.map((date) => ({
            label: formatDate(date, i18n.language),
            dismissLabel: t('removeClosedDate', { date: formatDate(date, i18n.language) }),
          }))}
          onDismiss={({ detail }) => onChange(dates.filter((_, index) => index !== detail.itemIndex))}
        />
      </SpaceBetween>
    </FormField>
  );
}
