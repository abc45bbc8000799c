/**
 * When the hostel's open work counts as overdue, and the hour its admins get the morning mail (issue 15),
 * edited together and saved with their own button. The grace is entered in minutes or hours; the hour is
 * on the hostel's own clock, or off.
 */
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { type HostelAlerts, maxGraceMinutes } from '#shared/hostel-alerts';
import { hostelAlerts } from '#shared/schemas/hostel-settings';

import { callApi } from '../../api/client';
import { useSubmit } from '../../hooks/use-submit';
import { NumberField } from './number-field';
import { SettingsForm } from './settings-form';

type Unit = 'minutes' | 'hours';

interface Draft {
  grace: string;
  unit: Unit;
  /** 'off', or the hour '0'–'23'. */
  hour: string;
}

const draftOf = (alerts: HostelAlerts): Draft => {
  const inHours = alerts.overdueGraceMinutes > 0 && alerts.overdueGraceMinutes % 60 === 0;
  return {
    grace: String(inHours ? alerts.overdueGraceMinutes / 60 : alerts.overdueGraceMinutes),
    unit: inHours ? 'hours' : 'minutes',
    hour: alerts.digestHour === null ? 'off' : String(alerts.digestHour),
  };
};

/** What the draft asks for; an empty or broken number stays NaN for the schema to refuse. */
const alertsOf = (draft: Draft) => ({
  overdueGraceMinutes:
    (draft.grace.trim() === '' ? NaN : Number(draft.grace)) * (draft.unit === 'hours' ? 60 : 1),
  digestHour: draft.hour === 'off' ? null : Number(draft.hour),
});

const hours = Array.from({ length: 24 }, (_, hour) => hour);

export function AlertsForm({ initial }: { initial: HostelAlerts & { timeZone: string } }) {
  const { t } = useTranslation('settings');
  const [draft, setDraft] = useState(() => draftOf(initial));
  // The unit's picker shares the grace's field: an id of its own, so the field's id names the number only.
  const unitId = useId();
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const unitOption = (unit: Unit) => ({ value: unit, label: t(`alerts.unit.${unit}`) });
  const hourOption = (hour: string) => ({
    value: hour,
    label: hour === 'off' ? t('alerts.mailOff') : `${hour.padStart(2, '0')}:00`,
  });
  const [busy, save] = useSubmit(async () => {
    const checked = hostelAlerts.safeParse(alertsOf(draft));
    if (!checked.success) {
      setInvalid(new Set(checked.error.issues.map((issue) => String(issue.path[0]))));
      return;
    }
    setInvalid(new Set());
    const { data } = await callApi('updateHostelSettings', { body: checked.data });
    setDraft(draftOf(data));
    return t('alerts.saved');
  });
  const error = (field: keyof HostelAlerts) => (invalid.has(field) ? t('invalid') : undefined);

  return (
    <SettingsForm
      title={t('alerts.title')}
      description={t('alerts.description')}
      saveLabel={t('alerts.save')}
      busy={busy}
      onSave={save}
    >
      <ColumnLayout columns={2}>
        <NumberField
          label={t('alerts.grace')}
          description={t('alerts.graceHint')}
          constraintText={t('alerts.graceRange', { hours: maxGraceMinutes / 60 })}
          errorText={error('overdueGraceMinutes')}
          value={draft.grace}
          onChange={(grace) => set({ grace })}
          beside={
            <Select
              controlId={unitId}
              ariaLabel={t('alerts.graceUnit')}
              selectedOption={unitOption(draft.unit)}
              options={[unitOption('minutes'), unitOption('hours')]}
              onChange={({ detail }) => set({ unit: (detail.selectedOption.value as Unit) ?? draft.unit })}
            />
          }
        />
        <FormField
          label={t('alerts.mailHour')}
          description={t('alerts.mailHourHint', { zone: initial.timeZone })}
          errorText={error('digestHour')}
        >
          <Select
            selectedOption={hourOption(draft.hour)}
            options={['off', ...hours.map(String)].map(hourOption)}
            onChange={({ detail }) => set({ hour: detail.selectedOption.value ?? draft.hour })}
          />
        </FormField>
      </ColumnLayout>
    </SettingsForm>
  );
}
