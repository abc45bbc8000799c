/**
 * How many minutes a roomkeeper works in a day (issue 30): the hostel's default, which the allot dialog,
 * the suggestion and auto-allot balance the keepers' planned minutes against. A keeper's own capacity is
 * set on Manage Roomkeepers.
 */
import { useTranslation } from 'react-i18next';

import { callApi } from '../../api/client';
import { CapacityField, useCapacityDraft } from '../../components/capacity-field';
import { useSubmit } from '../../hooks/use-submit';
import { SettingsForm } from './settings-form';

export function CapacityForm({ initial }: { initial: number | undefined }) {
  const { t } = useTranslation('settings');
  const draft = useCapacityDraft(initial);
  const [busy, save] = useSubmit(async () => {
    const minutes = draft.check();
    if (minutes === undefined) return;
    const { data } = await callApi('updateHostelSettings', { body: { keeperMinutesPerDay: minutes } });
    draft.setDraft(String(data.keeperMinutesPerDay ?? minutes));
    return t('capacity.saved');
  });
  return (
    <SettingsForm
      title={t('capacity.title')}
      description={t('capacity.description')}
      saveLabel={t('capacity.save')}
      busy={busy}
      onSave={save}
    >
      <CapacityField ns="settings" draft={draft} invalidText={t('invalid')} />
    </SettingsForm>
  );
}
