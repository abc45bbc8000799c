/** The hostel's single dates without cleaning: picked one at a time, listed in order, each removable. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DatesField, type DatesFieldText, DateTokens } from '../../components/date-picks';
import { formatDate } from '../../components/format';

const textKeys = {
  date: 'closedDate',
  choose: 'chooseClosedDate',
  change: 'changeClosedDate',
  add: 'addClosedDate',
} as const satisfies Record<DatesFieldText, string>;

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
    <DatesField
      label={t('closedDates')}
      description={t('closedDatesHint')}
      errorText={errorText}
      text={(part, date) => t(textKeys[part], { date })}
      picked={picked}
      onPick={setPicked}
      addDisabled={!picked}
      onAdd={add}
    >
      <DateTokens
        dates={dates}
        format={(date) => formatDate(date, i18n.language)}
        removeLabel={(date) => t('removeClosedDate', { date })}
        onRemove={(index) => onChange(dates.filter((_, at) => at !== index))}
      />
    </DatesField>
  );
}
