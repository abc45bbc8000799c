/** The rooms of the shown page, one to pick and act on (`SelectableList`: a table, or cards on a phone). */
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';

import type { DataOf } from '../../api/client';
import { type ListField, type ListProps, SelectableList } from '../../components/selectable-list';

export type RoomRow = DataOf<'listRooms'>['data'][number];

interface RoomListProps extends ListProps<RoomRow> {
  typeLabel(id: string): string;
}

export function RoomList(props: RoomListProps) {
  const { t } = useTranslation('rooms');
  const service = (room: RoomRow) =>
    room.inService ? (
      <StatusIndicator type="success">{t('inService')}</StatusIndicator>
    ) : (
      <StatusIndicator type="stopped">{t('outOfService')}</StatusIndicator>
    );
  const fields: ListField<RoomRow>[] = [
    { id: 'number', header: t('columns.number'), cell: (room) => room.number },
    { id: 'building', header: t('columns.building'), cell: (room) => room.building },
    { id: 'floor', header: t('columns.floor'), cell: (room) => room.floor },
    { id: 'type', header: t('columns.type'), cell: (room) => props.typeLabel(room.typeId) },
    { id: 'beds', header: t('columns.beds'), cell: (room) => room.beds },
    { id: 'service', header: t('columns.service'), cell: service },
  ];
  return (
    <SelectableList
      {...props}
      loadingText={t('loading')}
      trackBy="id"
      fields={fields}
      cardHeader={(room) => `${room.number} · ${room.building}`}
      inHeader={2}
      groupLabel={t('selection.group')}
      itemLabel={(room) => t('selection.item', { number: room.number, building: room.building })}
    />
  );
}
