/**
 * A time picker in 5-minute steps (spec §9), or the times a hostel's rules offer, that works on a phone:
 * a Select whose list can be filtered by typing ("14:3"), answering 'HH:mm'. `FormTimeSelect` is the form
 * kit's field for it.
 */
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { withFormField } from './form-fields';
import { fiveMinuteTimes } from './format';

const optionsOf = (times: readonly string[]): SelectProps.Option[] =>
  times.map((time) => ({ value: time, label: time }));
const everyFiveMinutes = optionsOf(fiveMinuteTimes);

interface TimeSelectProps {
  value: string;
  onChange(event: { detail: { value: string } }): void;
  onBlur?(): void;
  /** Left unset, a FormField's message decides. */
  invalid?: boolean;
  ariaLabel?: string;
  /** The times offered, 'HH:mm' in order; every 5 minutes of the day when left out. */
  times?: readonly string[];
}

export function TimeSelect({ value, onChange, onBlur, invalid, ariaLabel, times }: TimeSelectProps) {
  const { t } = useTranslation('dashboard');
  const options = useMemo(() => (times ? optionsOf(times) : everyFiveMinutes), [times]);
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
      onChange={({ detail }) => onChange({ detail: { value: detail.selectedOption.value ?? '' } })}
      onBlur={onBlur}
    />
  );
}

export const FormTimeSelect = withFormField(TimeSelect);
