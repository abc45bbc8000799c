/**
 * The Rooms page's filters: a building (then one of its floors), a type, in or out of service. The
 * buildings and floors come from the floors' counters the list answers with, so they need no read of
 * their own.
 */
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import { useTranslation } from 'react-i18next';

import type { DataOf } from '../../api/client';

export type Floor = DataOf<'listRooms'>['floors'][number];

export interface RoomFilterValues {
  building: string;
  floor: string;
  type: string;
  service: '' | 'true' | 'false';
}

interface RoomFiltersProps {
  value: RoomFilterValues;
  onChange(value: RoomFilterValues): void;
  floors: Floor[];
  typeOptions: SelectProps.Option[];
}

export function RoomFilters({ value, onChange, floors, typeOptions }: RoomFiltersProps) {
  const { t } = useTranslation('rooms');
  const buildings = [...new Set(floors.map((floor) => floor.building))];
  const floorsOf = floors.filter((floor) => floor.building === value.building).map((floor) => floor.floor);
  const select = (
    key: keyof RoomFilterValues,
    label: string,
    all: string,
    options: SelectProps.Option[],
    disabled = false,
  ) => {
    const choices = [{ value: '', label: all }, ...options];
    return (
      <FormField label={label}>
        <Select
          disabled={disabled}
          selectedOption={choices.find((option) => option.value === value[key]) ?? choices[0]!}
          options={choices}
          onChange={({ detail }) => {
            const chosen = detail.selectedOption.value ?? '';
            onChange({ ...value, [key]: chosen, ...(key === 'building' ? { floor: '' } : {}) });
          }}
        />
      </FormField>
    );
  };
  return (
    <ColumnLayout columns={4} minColumnWidth={150}>
      {select(
        'building',
        t('filters.building'),
        t('filters.allBuildings'),
        buildings.map((building) => ({ value: building, label: building })),
      )}
      {select(
        'floor',
        t('filters.floor'),
        t('filters.allFloors'),
        floorsOf.map((floor) => ({ value: floor, label: floor })),
        value.building === '',
      )}
      {select('type', t('filters.type'), t('filters.allTypes'), typeOptions)}
      {select('service', t('filters.service'), t('filters.anyService'), [
        { value: 'true', label: t('inService') },
        { value: 'false', label: t('outOfService') },
      ])}
    </ColumnLayout>
  );
}
