/**
 * A roomkeeper's own minutes of work a day (issue 30), or the hostel's again: the allot dialog, the
 * suggestion and auto-allot balance their planned minutes against it (`POST /api/keeperCapacity`). And
 * the building they keep, or the whole hostel: a keeper with a building sees only it on the room board.
 */
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ManagedRoomkeeper } from '#shared/domain';

import { callApi } from '../../api/client';
import { ActionModal } from '../../components/action-modal';
import { CapacityField, useCapacityDraft } from '../../components/capacity-field';
import { useSubmit } from '../../hooks/use-submit';
import { buildingsOf, useFloors } from '../residents/use-floors';

interface CapacityDialogProps {
  keeper: Pick<ManagedRoomkeeper, '_id' | 'name' | 'capacityMinutes' | 'building'>;
  onDismiss(): void;
  onDone(): void;
}

export function CapacityDialog({ keeper, onDismiss, onDone }: CapacityDialogProps) {
  const { t } = useTranslation('users');
  const [hostels, setHostels] = useState(keeper.capacityMinutes === undefined);
  const draft = useCapacityDraft(keeper.capacityMinutes);
  // '' is the whole hostel. Their own building stays a choice even when its floors are not (yet) listed.
  const [building, setBuilding] = useState(keeper.building ?? '');
  const buildings = buildingsOf(useFloors());
  if (keeper.building !== undefined && !buildings.includes(keeper.building))
    buildings.unshift(keeper.building);
  const option = (value: string) => ({ value, label: value || t('capacity.wholeHostel') });
  const [busy, save] = useSubmit(async () => {
    // The hostel's minutes need none typed.
    const minutes = hostels ? null : draft.check();
    if (hostels) draft.setInvalid(false);
    if (minutes === undefined) return;
    // The building is sent only when it changed: an unchanged one is left as it is stored.
    const changed = building !== (keeper.building ?? '') ? { building: building || null } : {};
    const { data } = await callApi('setKeeperCapacity', {
      body: { keeperId: keeper._id, minutes, ...changed },
    });
    onDone();
    return t('capacity.saved', { name: keeper.name, minutes: data.capacity });
  });
  return (
    <ActionModal
      header={t('capacity.title', { name: keeper.name })}
      submitLabel={t('capacity.save')}
      onSubmit={save}
      onDismiss={onDismiss}
      busy={busy}
    >
      <SpaceBetween size="m">
        <Checkbox checked={hostels} onChange={({ detail }) => setHostels(detail.checked)}>
          {t('capacity.hostels')}
        </Checkbox>
        <CapacityField ns="users" draft={draft} invalidText={t('capacity.invalid')} disabled={hostels} />
        <FormField label={t('capacity.building')} description={t('capacity.buildingHint')}>
          <Select
            selectedOption={option(building)}
            options={['', ...buildings].map(option)}
            onChange={({ detail }) => setBuilding(detail.selectedOption.value ?? '')}
          />
        </FormField>
      </SpaceBetween>
    </ActionModal>
  );
}
