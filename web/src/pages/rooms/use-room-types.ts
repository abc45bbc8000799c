/**
 * The hostel's room types for the Rooms page: loaded once, reloaded after the admin changes them, and
 * named in the reader's language (a default type without a name of its own by its translation).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import type { RoomType } from '#shared/rooms';

import { callApi } from '../../api/client';
import { useNotify } from '../../components/notifications';
import { useApiQuery } from '../../hooks/use-api-query';

const defaultIds = ['single', 'twin', 'dormitory', 'bathroom', 'kitchen', 'common'] as const;
type DefaultId = (typeof defaultIds)[number];
const isDefault = (id: string): id is DefaultId => (defaultIds as readonly string[]).includes(id);

export function useTypeLabel() {
  const { t } = useTranslation('rooms');
  return useCallback(
    (type: Pick<RoomType, 'id' | 'name'> | undefined, id?: string) => {
      if (type?.name) return type.name;
      const key = type?.id ?? id ?? '';
      return isDefault(key) ? t(`types.${key}`) : key;
    },
    [t],
  );
}

export function useRoomTypes() {
  const notify = useNotify();
  const load = useCallback(async () => (await callApi('roomTypes')).data.types, []);
  const query = useApiQuery(load, notify.error);
  const label = useTypeLabel();
  const types = query.data ?? [];
  return {
    types,
    loading: query.loading,
    reload: query.reload,
    label: (id: string) =>
      label(
        types.find((type) => type.id === id),
        id,
      ),
    options: types.map((type) => ({ value: type.id, label: label(type) })),
  };
}

export type RoomTypes = ReturnType<typeof useRoomTypes>;
