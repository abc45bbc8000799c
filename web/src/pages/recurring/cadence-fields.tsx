/**
 * How often a schedule cleans: on chosen weekdays (boxes, Monday first), every 2 to 8 weeks on one
 * weekday, or monthly on a day (a shorter month uses its last day).
 */
import Box from '@cloudscape-design/components/box';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { FormSelect } from '../../components/form-select';
import type { FormApi } from '../../hooks/use-form';
import { weekdayName, weekOrder } from './cadence-words';
import type { CadenceKind, Values } from './recurrence-values';

const weekChoices = [2, 3, 4, 5, 6, 7, 8];
/** The days wrap on a phone, four or so to a line. */
const weekdayRow = { display: 'flex', flexWrap: 'wrap', gap: '4px 16px' } as const;
const monthDays = Array.from({ length: 31 }, (_, index) => index + 1);

export function CadenceFields({ form }: { form: FormApi<Values, unknown> }) {
  const { t, i18n } = useTranslation('recurring');
  const id = useId();
  const { cadenceKind, weekdays } = form.values;
  const dayOptions = weekOrder.map((weekday) => ({
    value: String(weekday),
    label: weekdayName(weekday, i18n.language),
  }));
  const kinds: { value: CadenceKind; label: string }[] = [
    { value: 'weekly', label: t('form.kindWeekly') },
    { value: 'everyNWeeks', label: t('form.kindEveryNWeeks') },
    { value: 'monthly', label: t('form.kindMonthly') },
  ];
  return (
    <SpaceBetween size="m">
      <FormField label={t('form.cadenceKind')}>
        <RadioGroup
          value={cadenceKind}
          items={kinds}
          onChange={({ detail }) => form.set('cadenceKind', detail.value as CadenceKind)}
        />
      </FormField>
      {cadenceKind === 'weekly' && (
        // Not a labelled FormField: each box is named by its day alone, the group by the label above it.
        <SpaceBetween size="xxs">
          <Box variant="awsui-key-label" id={`${id}-weekdays`}>
            {t('form.weekdays')}
          </Box>
          <FormField errorText={form.message('weekdays')}>
            <div role="group" aria-labelledby={`${id}-weekdays`} style={weekdayRow}>
              {weekOrder.map((weekday) => (
                <Checkbox
                  key={weekday}
                  checked={weekdays.includes(weekday)}
                  onChange={({ detail }) =>
                    form.set(
                      'weekdays',
                      detail.checked ? [...weekdays, weekday] : weekdays.filter((one) => one !== weekday),
                    )
                  }
                >
                  {weekdayName(weekday, i18n.language)}
                </Checkbox>
              ))}
            </div>
          </FormField>
        </SpaceBetween>
      )}
      {cadenceKind === 'everyNWeeks' && (
        <ColumnLayout columns={2} minColumnWidth={140}>
          <FormSelect
            label={t('form.weeks')}
            {...form.select(
              'weeks',
              weekChoices.map((weeks) => ({
                value: String(weeks),
                label: t('form.weeksOption', { weeks }),
              })),
            )}
          />
          <FormSelect label={t('form.weekday')} {...form.select('weekday', dayOptions)} />
        </ColumnLayout>
      )}
      {cadenceKind === 'monthly' && (
        <FormSelect
          label={t('form.day')}
          constraintText={t('form.dayHint')}
          {...form.select(
            'day',
            monthDays.map((day) => ({ value: String(day), label: String(day) })),
          )}
        />
      )}
    </SpaceBetween>
  );
}
