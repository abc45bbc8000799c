/**
 * When a schedule cleans and how: the time window (the request form's time picker; the requests get the
 * window's start), the minutes per clean (the room type's when left empty), its first and last day, what
 * a day without cleaning does to a date, and whether the new requests are allotted by themselves.
 */
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { useTranslation } from 'react-i18next';

import { FormDatePicker } from '../../components/form-date-picker';
import { FormInput } from '../../components/form-fields';
import { FormTimeSelect } from '../../components/time-select';
import type { FormApi } from '../../hooks/use-form';
import type { Values } from './recurrence-values';

interface ScheduleFieldsProps {
  form: FormApi<Values, unknown>;
  /** The minutes a clean takes by the target's type, when one type is named. */
  typeMinutes: number | undefined;
}

export function ScheduleFields({ form, typeMinutes }: ScheduleFieldsProps) {
  const { t } = useTranslation('recurring');
  const date = (field: 'start' | 'end', label: string) => (
    <FormDatePicker
      label={label}
      placeholder="YYYY/MM/DD"
      openCalendarAriaLabel={(selected) =>
        selected ? t('form.changeDate', { date: selected }) : t('form.chooseDate')
      }
      {...form.date(field)}
    />
  );
  const closedDays = form.values.closedDays;
  return (
    <SpaceBetween size="m">
      <ColumnLayout columns={2} minColumnWidth={140}>
        <FormTimeSelect label={t('form.from')} ariaLabel={t('form.from')} {...form.time('from')} />
        <FormTimeSelect label={t('form.to')} ariaLabel={t('form.to')} {...form.time('to')} />
      </ColumnLayout>
      <FormInput
        label={t('form.minutes')}
        constraintText={t('form.minutesHint')}
        inputMode="numeric"
        placeholder={typeMinutes === undefined ? t('form.minutesOfTypes') : String(typeMinutes)}
        {...form.input('minutes')}
      />
      <ColumnLayout columns={2} minColumnWidth={140}>
        {date('start', t('form.start'))}
        {date('end', t('form.end'))}
      </ColumnLayout>
      <FormField label={t('form.closedDays')}>
        <RadioGroup
          value={closedDays}
          items={[
            { value: 'move', label: t('form.closedMove') },
            { value: 'skip', label: t('form.closedSkip') },
          ]}
          onChange={({ detail }) => form.set('closedDays', detail.value === 'skip' ? 'skip' : 'move')}
        />
      </FormField>
      <FormField label={t('form.autoAllot')}>
        <Toggle
          checked={form.values.autoAllot}
          onChange={({ detail }) => form.set('autoAllot', detail.checked)}
        >
          {t('form.autoAllotText')}
        </Toggle>
      </FormField>
    </SpaceBetween>
  );
}
