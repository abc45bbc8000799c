/**
 * A time picker in 5-minute steps (spec §9) that works on a phone: a Select whose list can be filtered
 * by typing ("14:3"), answering 'HH:mm'. `FormTimeSelect` is the form kit's field for it.
 */
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import { useTranslation } from 'react-i18next';

import { withFormField } from './form-fields';
import { fiveMinuteTimes } from './format';

const options: SelectProps.Option[] = fiveMinuteTimes.map((time) => ({ value: time, label: time }));

interface TimeSelectProps {
  value: string;
  onChange(event: { detail: { value: string } }): void;
  onBlur?(): void;
  /** Left unset, a FormField's message decides. */
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
      onChange={({ detail }) => onChange({ detail: { value: detail.selectedOption.value ?? '' } })}
      onBlur={onBlur}
    />
  );
}

export const FormTimeSelect = withFormField(TimeSelect);
