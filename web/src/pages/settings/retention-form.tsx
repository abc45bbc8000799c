/**
 * Data retention (issue 34): how many months the hostel keeps closed requests and their feedback before
 * the daily job removes the names and texts in them (counts and ratings stay), and how long it keeps its
 * audit log. Checked by the same schema the server checks, and saved with its own button.
 */
import ColumnLayout from '@cloudscape-design/components/column-layout';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { auditRetentionMonths, requestRetentionMonths, type RetentionSettings } from '#shared/retention';
import { retentionSettings } from '#shared/schemas/hostel-settings';

import { callApi } from '../../api/client';
import { useSubmit } from '../../hooks/use-submit';
import { NumberField } from './number-field';
import { SettingsForm } from './settings-form';

type Field = keyof RetentionSettings;
type Draft = Record<Field, string>;

const draftOf = (settings: RetentionSettings): Draft => ({
  requestRetentionMonths: String(settings.requestRetentionMonths),
  auditRetentionMonths: String(settings.auditRetentionMonths),
});

/** An empty or broken number stays NaN for the schema to refuse. */
const numberOf = (text: string) => (text.trim() === '' ? NaN : Number(text));

const bounds = { requestRetentionMonths, auditRetentionMonths } as const;

export function RetentionForm({ initial }: { initial: RetentionSettings }) {
  const { t } = useTranslation('settings');
  const [draft, setDraft] = useState(() => draftOf(initial));
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const [busy, save] = useSubmit(async () => {
    const checked = retentionSettings.safeParse({
      requestRetentionMonths: numberOf(draft.requestRetentionMonths),
      auditRetentionMonths: numberOf(draft.auditRetentionMonths),
    });
    if (!checked.success) {
      setInvalid(new Set(checked.error.issues.map((issue) => String(issue.path[0]))));
      return;
    }
    setInvalid(new Set());
    const { data } = await callApi('updateHostelSettings', { body: checked.data });
    setDraft(draftOf(data));
    return t('retention.saved');
  });
  const field = (name: Field) => (
    <NumberField
      label={t(`retention.${name}`)}
      description={t(`retention.${name}Hint`)}
      constraintText={t('retention.range', bounds[name])}
      errorText={invalid.has(name) ? t('invalid') : undefined}
      value={draft[name]}
      onChange={(value) => setDraft((current) => ({ ...current, [name]: value }))}
    />
  );
  return (
    <SettingsForm
      title={t('retention.title')}
      description={t('retention.description')}
      saveLabel={t('retention.save')}
      busy={busy}
      onSave={save}
    >
      <ColumnLayout columns={2}>
        {field('requestRetentionMonths')}
        {field('auditRetentionMonths')}
      </ColumnLayout>
    </SettingsForm>
  );
}
