/**
 * The Rooms page's door-code dialogs (issue 33): which building or floor to print a sheet of QR stickers
 * for (it opens as a page of its own), and a new code for the chosen room when its sticker was copied.
 */
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { callApi } from '../../api/client';
import { ActionModal } from '../../components/action-modal';
import { useSubmit } from '../../hooks/use-submit';
import { paths } from '../../paths';
import type { Floor } from './room-filters';
import type { RoomRow } from './room-list';

interface PrintDialogProps {
  floors: readonly Floor[];
  /** The list's building and floor filter, chosen first. */
  place: { building: string; floor: string };
  onDismiss(): void;
}

export function PrintDoorCodesDialog({ floors, place, onDismiss }: PrintDialogProps) {
  const { t } = useTranslation('doors');
  const navigate = useNavigate();
  const buildings = [...new Set(floors.map((floor) => floor.building))];
  const [building, setBuilding] = useState(place.building || buildings[0] || '');
  const [floor, setFloor] = useState(place.building === building ? place.floor : '');
  const floorOptions = [
    { value: '', label: t('print.allFloors') },
    ...floors
      .filter((one) => one.building === building)
      .map((one) => ({ value: one.floor, label: one.floor })),
  ];
  const open = () => {
    const query = new URLSearchParams({ building, ...(floor ? { floor } : {}) });
    navigate(`${paths.doorSheet}?${query.toString()}`);
  };
  return (
    <ActionModal
      header={t('print.title')}
      submitLabel={t('print.open')}
      onSubmit={open}
      onDismiss={onDismiss}
      busy={false}
      disabled={building === ''}
    >
      <Box variant="p">{t('print.text')}</Box>
      <ColumnLayout columns={2} minColumnWidth={150}>
        <FormField label={t('print.building')}>
          <Select
            selectedOption={{ value: building, label: building }}
            options={buildings.map((value) => ({ value, label: value }))}
            empty={t('print.noRooms')}
            onChange={({ detail }) => {
              setBuilding(detail.selectedOption.value ?? '');
              setFloor('');
            }}
          />
        </FormField>
        <FormField label={t('print.floor')}>
          <Select
            selectedOption={floorOptions.find((option) => option.value === floor) ?? floorOptions[0]!}
            options={floorOptions}
            onChange={({ detail }) => setFloor(detail.selectedOption.value ?? '')}
          />
        </FormField>
      </ColumnLayout>
    </ActionModal>
  );
}

interface ReplaceDialogProps {
  room: RoomRow;
  onDismiss(): void;
}

export function ReplaceDoorCodeDialog({ room, onDismiss }: ReplaceDialogProps) {
  const { t } = useTranslation('doors');
  const [busy, replace] = useSubmit(async () => {
    await callApi('replaceDoorCode', { body: { roomId: room.id } });
    onDismiss();
    return t('replace.done', { number: room.number });
  });
  return (
    <ActionModal
      header={t('replace.title', { number: room.number })}
      submitLabel={t('replace.submit')}
      onSubmit={() => replace()}
      onDismiss={onDismiss}
      busy={busy}
    >
      <Box variant="p">{t('replace.text')}</Box>
    </ActionModal>
  );
}
