/**
 * What a schedule cleans: one room (picked by building, floor and number from the rooms in service, as
 * the residents' room picker does), the rooms of a type in a building or on one of its floors, or the
 * shared spaces, hostel-wide or narrowed to a building or a floor.
 */
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
import type { SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { callApi, type DataOf } from '../../api/client';
import { FormSelect } from '../../components/form-select';
import { useNotify } from '../../components/notifications';
import type { FormApi } from '../../hooks/use-form';
import { buildingsOf, useFloors } from '../residents/use-floors';
import type { RoomTypes } from '../rooms/use-room-types';
import type { TargetKind, Values } from './recurrence-values';

type Room = DataOf<'listRooms'>['data'][number];

/** The rooms in service on one floor, for the one-room target (a floor holds at most 100 rooms here). */
function useFloorRooms(building: string, floor: string): Room[] {
  const notify = useNotify();
  const [rooms, setRooms] = useState<{ of: string; rooms: Room[] }>({ of: '', rooms: [] });
  const key = `${building}\n${floor}`;
  useEffect(() => {
    if (!building || !floor) return;
    let live = true;
    callApi('listRooms', { query: { building, floor, inService: 'true', limit: 100 } }).then(
      ({ data }) => {
        if (live) setRooms({ of: key, rooms: data.data });
      },
      (error: unknown) => notify.error(error),
    );
    return () => {
      live = false;
    };
    // One read per floor chosen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return rooms.of === key ? rooms.rooms : [];
}

interface TargetFieldsProps {
  form: FormApi<Values, unknown>;
  types: RoomTypes;
}

export function TargetFields({ form, types }: TargetFieldsProps) {
  const { t } = useTranslation('recurring');
  const floors = useFloors();
  const { targetKind, building, floor } = form.values;
  const rooms = useFloorRooms(targetKind === 'room' ? building : '', targetKind === 'room' ? floor : '');
  const options = (values: string[], first?: string): SelectProps.Option[] => [
    ...(first === undefined ? [] : [{ value: '', label: first }]),
    ...values.map((value) => ({ value, label: value })),
  ];
  const buildings = buildingsOf(floors);
  // A building kept from the room being edited may not be among the counters yet; it stays offered.
  if (building && !buildings.includes(building)) buildings.push(building);
  const floorsOf = floors.filter((one) => one.building === building).map((one) => one.floor);
  if (floor && !floorsOf.includes(floor)) floorsOf.push(floor);
  const optional = targetKind !== 'room';
  const everyBuilding = targetKind === 'shared' ? t('form.everyBuilding') : undefined;
  const place = (
    <ColumnLayout columns={2} minColumnWidth={140}>
      <FormSelect
        label={t('form.building')}
        placeholder={t('form.choose')}
        {...form.select('building', options(buildings, everyBuilding))}
        onChange={({ detail }) => {
          form.set('building', detail.selectedOption.value ?? '');
          form.set('floor', '');
          form.set('roomId', '');
        }}
      />
      <FormSelect
        label={t('form.floor')}
        placeholder={t('form.choose')}
        disabled={!building}
        {...form.select('floor', options(floorsOf, optional ? t('form.everyFloor') : undefined))}
        onChange={({ detail }) => {
          form.set('floor', detail.selectedOption.value ?? '');
          form.set('roomId', '');
        }}
      />
    </ColumnLayout>
  );
  const kinds: { value: TargetKind; label: string }[] = [
    { value: 'type', label: t('form.kindType') },
    { value: 'shared', label: t('form.kindShared') },
    { value: 'room', label: t('form.kindRoom') },
  ];
  return (
    <SpaceBetween size="m">
      <FormField label={t('form.targetKind')}>
        <RadioGroup
          value={targetKind}
          items={kinds}
          onChange={({ detail }) => {
            form.set('targetKind', detail.value as TargetKind);
            form.set('roomId', '');
          }}
        />
      </FormField>
      {targetKind === 'type' && (
        <FormSelect
          label={t('form.type')}
          placeholder={t('form.choose')}
          {...form.select('roomTypeId', types.options)}
        />
      )}
      {place}
      {targetKind === 'room' && (
        <FormSelect
          label={t('form.room')}
          placeholder={t('form.choose')}
          disabled={!floor}
          {...form.select(
            'roomId',
            rooms.map((room) => ({
              value: room.id,
              label: room.number,
              description: types.label(room.typeId),
            })),
          )}
        />
      )}
    </SpaceBetween>
  );
}
