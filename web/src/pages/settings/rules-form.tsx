/**
 * The hostel's rules for new clean requests, edited together and saved with one button. Checked with the
 * route's own schema before sending; the server checks again and applies them from the next create on.
 */
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select from '@cloudscape-design/components/select';
import Toggle from '@cloudscape-design/components/toggle';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { dateFormat } from '#shared/languages';
import type { RequestRules } from '#shared/request-rules';
import { requestRules } from '#shared/schemas/hostel-settings';

import { callApi } from '../../api/client';
import { TimeSelect } from '../../components/time-select';
import { useSubmit } from '../../hooks/use-submit';
import { ClosedDatesField } from './closed-dates-field';
import { SettingsForm } from './settings-form';

type Draft = Omit<
  RequestRules,
  'openLimit' | 'daysAhead' | 'hours' | 'changeCutoffHours' | 'noticeHours' | 'horizonDays'
> & {
  openLimit: string;
  daysAhead: string;
  changeCutoffHours: string;
  noticeHours: string;
  horizonDays: string;
  from: string;
  to: string;
  step: string;
};

const draftOf = (rules: RequestRules): Draft => ({
  ...rules,
  openLimit: String(rules.openLimit),
  daysAhead: String(rules.daysAhead),
  changeCutoffHours: String(rules.changeCutoffHours),
  noticeHours: String(rules.noticeHours),
  horizonDays: String(rules.horizonDays),
  from: rules.hours.from,
  to: rules.hours.to,
  step: String(rules.hours.step),
});

const rulesOf = ({
  from,
  to,
  step,
  openLimit,
  daysAhead,
  changeCutoffHours,
  noticeHours,
  horizonDays,
  ...rest
}: Draft) => ({
  timeZone: rest.timeZone,
  onePerDate: rest.onePerDate,
  sharedSpaces: rest.sharedSpaces,
  closedWeekdays: rest.closedWeekdays,
  closedDates: rest.closedDates,
  openLimit: Number(openLimit),
  daysAhead: Number(daysAhead),
  hours: { from, to, step: Number(step) },
  changeCutoffHours: Number(changeCutoffHours),
  noticeHours: Number(noticeHours),
  horizonDays: Number(horizonDays),
});

/** Which draft field an issue of the schema is about (`hours.to` is the "to" field). */
const fieldOf = (path: readonly PropertyKey[]): string => String(path[0] === 'hours' ? path[1] : path[0]);

const steps = [5, 10, 15, 20, 30, 45, 60, 90, 120];
/** Sunday first, as `closedWeekdays` numbers them; 2026-11-22 was a Sunday. */
const weekdays = [0, 1, 2, 3, 4, 5, 6];
const weekdayName = (day: number, language: string) =>
  dateFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 10, 22 + day)));

export function RulesForm({ initial }: { initial: RequestRules }) {
  const { t, i18n } = useTranslation('settings');
  const [draft, setDraft] = useState(() => draftOf(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const zones = useMemo(() => {
    // UTC, the default, is not a region's zone, so `Intl` does not list it.
    const known = [...new Set(['UTC', draft.timeZone, ...Intl.supportedValuesOf('timeZone')])];
    return known.map((zone) => ({
      value: zone,
      label: zone,
    }));
  }, [draft.timeZone]);
  const dayOptions = weekdays.map((day) => ({
    value: String(day),
    label: weekdayName(day, i18n.language),
  }));
  const [busy, save] = useSubmit(async () => {
    const checked = requestRules.safeParse(rulesOf(draft));
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [fieldOf(issue.path), t('invalid')])));
      return;
    }
    setErrors({});
    const { data } = await callApi('updateHostelSettings', { body: checked.data });
    setDraft(draftOf(data));
    return t('saved');
  });
  const error = (field: string) => errors[field];
  const countField = (field: 'openLimit' | 'daysAhead', max: number) => (
    <FormField label={t(field)} constraintText={t('range', { min: 1, max })} errorText={error(field)}>
      <Input
        type="number"
        inputMode="numeric"
        value={draft[field]}
        onChange={({ detail }) => set({ [field]: detail.value })}
      />
    </FormField>
  );

  return (
    <SettingsForm
      title={t('rules.title')}
      description={t('rules.description')}
      saveLabel={t('save')}
      busy={busy}
      onSave={save}
    >
      <FormField label={t('timeZone')} description={t('timeZoneHint')} errorText={error('timeZone')}>
        <Select
          selectedOption={{ value: draft.timeZone, label: draft.timeZone }}
          options={zones}
          filteringType="auto"
          filteringPlaceholder={t('timeZoneFilter')}
          filteringAriaLabel={t('timeZoneFilter')}
          virtualScroll
          onChange={({ detail }) => set({ timeZone: detail.selectedOption.value ?? draft.timeZone })}
        />
      </FormField>
      <ColumnLayout columns={2}>
        {countField('openLimit', 20)}
        {countField('daysAhead', 365)}
      </ColumnLayout>
      <Toggle checked={draft.onePerDate} onChange={({ detail }) => set({ onePerDate: detail.checked })}>
        {t('onePerDate')}
      </Toggle>
      <Toggle
        checked={draft.sharedSpaces}
        description={t('sharedSpacesHint')}
        onChange={({ detail }) => set({ sharedSpaces: detail.checked })}
      >
        {t('sharedSpaces')}
      </Toggle>
      <ColumnLayout columns={3}>
        <FormField label={t('from')} errorText={error('from')}>
          <TimeSelect
            ariaLabel={t('from')}
            value={draft.from}
            onChange={({ detail }) => set({ from: detail.value })}
          />
        </FormField>
        <FormField label={t('to')} errorText={error('to')}>
          <TimeSelect
            ariaLabel={t('to')}
            value={draft.to}
            onChange={({ detail }) => set({ to: detail.value })}
          />
        </FormField>
        <FormField label={t('step')} errorText={error('step')}>
          <Select
            ariaLabel={t('step')}
            selectedOption={{ value: draft.step, label: t('minutes', { count: Number(draft.step) }) }}
            options={steps.map((step) => ({
              value: String(step),
              label: t('minutes', { count: step }),
            }))}
            onChange={({ detail }) => set({ step: detail.selectedOption.value ?? draft.step })}
          />
        </FormField>
      </ColumnLayout>
      <FormField
        label={t('closedWeekdays')}
        description={t('closedWeekdaysHint')}
        errorText={error('closedWeekdays')}
      >
        <Multiselect
          selectedOptions={dayOptions.filter((option) => draft.closedWeekdays.includes(Number(option.value)))}
          options={dayOptions}
          placeholder={t('noClosedWeekdays')}
          onChange={({ detail }) =>
            set({
              closedWeekdays: detail.selectedOptions
                .map((option) => Number(option.value))
                .sort((a, b) => a - b),
            })
          }
        />
      </FormField>
      <ClosedDatesField
        dates={draft.closedDates}
        errorText={error('closedDates')}
        onChange={(closedDates) => set({ closedDates })}
      />
      <FormField
        label={t('changeCutoffHours')}
        description={t('changeCutoffHint')}
        constraintText={t('range', { min: 0, max: 72 })}
        errorText={error('changeCutoffHours')}
      >
        <Input
          type="number"
          inputMode="numeric"
          value={draft.changeCutoffHours}
          onChange={({ detail }) => set({ changeCutoffHours: detail.value })}
        />
      </FormField>
      {/* Recurring cleaning (issue 31): how far ahead the schedules' cleans are made, and told. */}
      <FormField
        label={t('horizonDays')}
        description={t('horizonHint')}
        constraintText={t('range', { min: 1, max: 28 })}
        errorText={error('horizonDays')}
      >
        <Input
          type="number"
          inputMode="numeric"
          value={draft.horizonDays}
          onChange={({ detail }) => set({ horizonDays: detail.value })}
        />
      </FormField>
      <FormField
        label={t('noticeHours')}
        description={t('noticeHint')}
        constraintText={t('range', { min: 0, max: 168 })}
        errorText={error('noticeHours')}
      >
        <Input
          type="number"
          inputMode="numeric"
          value={draft.noticeHours}
          onChange={({ detail }) => set({ noticeHours: detail.value })}
        />
      </FormField>
    </SettingsForm>
  );
}
