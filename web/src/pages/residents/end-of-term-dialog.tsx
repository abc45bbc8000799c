/**
 * The end of a term: the residents of a building, or of one of its floors, move out of their rooms or have
 * their accounts removed, in one action (their requests, ratings and the rooms' history stay). The site
 * sends the call a page of rooms at a time and shows its progress.
 */
import Alert from '@cloudscape-design/components/alert';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { EndOfTermAction } from '#shared/residents';

import { callApi, type DataOf } from '../../api/client';
import { ActionModal } from '../../components/action-modal';
import { useSubmit } from '../../hooks/use-submit';
import { buildingsOf, useFloors } from './use-floors';

const whole = '';

export function EndOfTermDialog({ onDismiss, onDone }: { onDismiss(): void; onDone(): void }) {
  const { t } = useTranslation('residents');
  const floors = useFloors();
  const [building, setBuilding] = useState<string>();
  const [floor, setFloor] = useState(whole);
  const [action, setAction] = useState<EndOfTermAction>('vacate');
  const [progress, setProgress] = useState<{ rooms: number; total: number }>();

  const place = floors.filter((f) => f.building === building && (floor === whole || f.floor === floor));
  const totalRooms = place.reduce((sum, f) => sum + f.rooms, 0);

  const [busy, run] = useSubmit(async () => {
    if (building === undefined) return undefined;
    let cursor: string | undefined;
    let rooms = 0;
    let students = 0;
    do {
      const data: DataOf<'endOfTerm'> = (
        await callApi('endOfTerm', {
          body: { building, action, ...(floor === whole ? {} : { floor }), ...(cursor ? { cursor } : {}) },
        })
      ).data;
      rooms += data.rooms;
      students += data.students;
      setProgress({ rooms, total: totalRooms });
      cursor = data.cursor;
    } while (cursor);
    onDone();
    return t(`endOfTerm.done.${action}`, { students });
  });

  const buildingOptions: SelectProps.Option[] = buildingsOf(floors).map((value) => ({ value, label: value }));
  const floorOptions: SelectProps.Option[] = [
    { value: whole, label: t('endOfTerm.wholeBuilding') },
    ...floors.filter((f) => f.building === building).map((f) => ({ value: f.floor, label: f.floor })),
  ];
  return (
    <ActionModal
      header={t('endOfTerm.title')}
      submitLabel={t(`endOfTerm.submit.${action}`)}
      onSubmit={() => run()}
      onDismiss={onDismiss}
      busy={busy}
      disabled={building === undefined}
    >
      <SpaceBetween size="m">
        <ColumnLayout columns={2} minColumnWidth={140}>
          <FormField label={t('endOfTerm.building')}>
            <Select
              placeholder={t('assign.choose')}
              selectedOption={buildingOptions.find((option) => option.value === building) ?? null}
              options={buildingOptions}
              onChange={({ detail }) => {
                setBuilding(detail.selectedOption.value);
                setFloor(whole);
              }}
            />
          </FormField>
          <FormField label={t('endOfTerm.floor')}>
            <Select
              disabled={building === undefined}
              selectedOption={floorOptions.find((option) => option.value === floor) ?? floorOptions[0]!}
              options={floorOptions}
              onChange={({ detail }) => setFloor(detail.selectedOption.value ?? whole)}
            />
          </FormField>
        </ColumnLayout>
        <FormField label={t('endOfTerm.action')}>
          <RadioGroup
            value={action}
            onChange={({ detail }) => setAction(detail.value as EndOfTermAction)}
            items={[
              { value: 'vacate', label: t('endOfTerm.vacate'), description: t('endOfTerm.vacateHelp') },
              { value: 'remove', label: t('endOfTerm.remove'), description: t('endOfTerm.removeHelp') },
            ]}
          />
        </FormField>
        {action === 'remove' && <Alert type="warning">{t('endOfTerm.removeWarning')}</Alert>}
        {progress && (
          <ProgressBar
            label={t('endOfTerm.progress')}
            value={Math.min(100, Math.round((progress.rooms / Math.max(progress.total, 1)) * 100))}
            additionalInfo={t('endOfTerm.progressDetail', progress)}
          />
        )}
      </SpaceBetween>
    </ActionModal>
  );
}
