/**
 * A time picker in 5-minute steps (spec §9) that works on a phone: a Select whose list can be filtered
 * by typing ("14:3"), answering 'HH:mm'.
 */
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import { useTranslation } from 'react-i18next';

import { fiveMinuteTimes } from './format';

const options: SelectProps.Option[] = fiveMinuteTimes.map((time) => ({ value: time, label: time }));

interface TimeSelectProps {
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  invalid?: boolean;
  ariaLabel?: string;
}

export function TimeSelect({ value, onChange, onBlur, invalid, ariaLabel }: TimeSelectProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Select
      selectedOption={options.find((option) => option.value === value) ?? null}
      options={options}
      placeholder={t('time.placeholder')}
      filteringType="auto"
      filteringPlaceholder={t('time.filter')}
      empty={t('time.none')}
      invalid={invalid}
      ariaLabel={ariaLabel}
      onChange={({ detail }) => onChange(detail.selectedOption.value ?? '')}
      onBlur={onBlur}
    />
  );
}
