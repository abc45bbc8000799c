/** The hostel's single dates without cleaning: picked one at a time, listed in order, each removable. */
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DatePick, DateTokens } from '../../components/date-picks';
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
        <DatePick
          picked={picked}
          onPick={setPicked}
          texts={{
            date: t('closedDate'),
            choose: t('chooseClosedDate'),
            change: (date) => t('changeClosedDate', { date }),
            add: t('addClosedDate'),
          }}
          addDisabled={!picked}
          onAdd={add}
        />
        <DateTokens
          dates={dates}
          format={(date) => formatDate(date, i18n.language)}
          removeLabel={(date) => t('removeClosedDate', { date })}
          onRemove={(index) => onChange(dates.filter((_, at) => at !== index))}
        />
      </SpaceBetween>
    </FormField>
  );
}
