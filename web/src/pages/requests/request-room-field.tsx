/**
 * The room a resident student's request is for (issue 30): their own room, and the shared spaces of their
 * floor where the hostel allows it (`GET /api/requestRooms`), as one choice. A student without a room gets
 * none and types their room and floor as before; the server checks the choice again.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { callApi, type DataOf } from '../../api/client';
import { FormSelect } from '../../components/form-select';
import { useApiQuery } from '../../hooks/use-api-query';
import type { SelectBinding } from '../../hooks/use-form';
import { useTypeLabel } from '../rooms/use-room-types';

export type RequestRooms = DataOf<'requestRooms'>;
export type RequestRoom = RequestRooms['data'][number];

/** The rooms the student may ask for; `data` is empty for a student without a room. */
export function useRequestRooms(onError: (error: unknown) => void) {
  const load = useCallback(async () => (await callApi('requestRooms')).data, []);
  return useApiQuery(load, onError);
}

/** How a room is named in the choice: their own room by number and floor, a shared space by its type. */
export function useRoomOptions(rooms: RequestRooms) {
  const { t } = useTranslation('requests');
  const typeLabel = useTypeLabel();
  return rooms.data.map((room, index) => ({
    value: room.id,
    label:
      index === 0
        ? t('create.ownRoom', { number: room.number, floor: room.floor })
        : t('create.sharedRoom', {
            type: typeLabel(
              rooms.types.find((type) => type.id === room.typeId),
              room.typeId,
            ),
            number: room.number,
            floor: room.floor,
          }),
  }));
}

export function RequestRoomField({
  rooms,
  binding,
}: {
  rooms: RequestRooms;
  binding: (options: ReturnType<typeof useRoomOptions>) => SelectBinding;
}) {
  const { t } = useTranslation('requests');
  const options = useRoomOptions(rooms);
  return (
    <FormSelect
      label={t('create.room')}
      description={rooms.data.length > 1 ? t('create.roomChoiceHint') : undefined}
      {...binding(options)}
    />
  );
}
