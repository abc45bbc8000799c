/**
 * A student registering picks their room (issue 30), when the hostel has rooms: a floor, then one of its
 * rooms in service with a free bed. Optional; the server checks the room again.
 */
import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { callApi, type DataOf } from '../../api/client';

type Rooms = DataOf<'registrationRooms'>;
const separator = '\u0000';

export function RoomPicker({ hostelId, onChange }: { hostelId: string; onChange(roomId?: string): void }) {
  const { t } = useTranslation('auth');
  const [floors, setFloors] = useState<Rooms['floors']>([]);
  const [floor, setFloor] = useState<string>();
  const [rooms, setRooms] = useState<Rooms['rooms']>([]);
  const [roomId, setRoomId] = useState<string>();

  useEffect(() => {
    let live = true;
    callApi('registrationRooms', { query: { hostelId } }).then(
      ({ data }) => {
        if (live) setFloors(data.floors);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [hostelId]);

  useEffect(() => {
    setRooms([]);
    if (floor === undefined) return;
    const [building = '', level = ''] = floor.split(separator);
    let live = true;
    callApi('registrationRooms', { query: { hostelId, building, floor: level } }).then(
      ({ data }) => {
        if (live) setRooms(data.rooms);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [hostelId, floor]);

  if (floors.length === 0) return null;
  const floorOptions: SelectProps.Option[] = floors.map((f) => ({
    value: `${f.building}${separator}${f.floor}`,
    label: t('register.floorOption', { building: f.building, floor: f.floor }),
  }));
  const roomOptions: SelectProps.Option[] = rooms.map((room) => ({ value: room.id, label: room.number }));
  return (
    <SpaceBetween size="m">
      <FormField label={t('register.roomFloor')} description={t('register.roomHelp')}>
        <Select
          placeholder={t('register.roomChoose')}
          selectedOption={floorOptions.find((option) => option.value === floor) ?? null}
          options={floorOptions}
          onChange={({ detail }) => {
            setFloor(detail.selectedOption.value);
            setRoomId(undefined);
            onChange(undefined);
          }}
        />
      </FormField>
      <FormField label={t('register.room')}>
        <Select
          disabled={floor === undefined}
          placeholder={t('register.roomChoose')}
          empty={t('register.roomsEmpty')}
          selectedOption={roomOptions.find((option) => option.value === roomId) ?? null}
          options={roomOptions}
          onChange={({ detail }) => {
            setRoomId(detail.selectedOption.value);
            onChange(detail.selectedOption.value);
          }}
        />
      </FormField>
    </SpaceBetween>
  );
}
