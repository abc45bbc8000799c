/**
 * The rooms of the shown page: a Table with a single selection on wide screens, Cards below 688 px (a
 * phone), each with the same fields and the same selection.
 */
import Cards from '@cloudscape-design/components/cards';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { DataOf } from '../../api/client';
import { phoneQuery, useMediaQuery } from '../../hooks/use-media-query';

export type RoomRow = DataOf<'listRooms'>['data'][number];

interface RoomListProps {
  rooms: RoomRow[];
  loading: boolean;
  selected: RoomRow | undefined;
  onSelect(room: RoomRow | undefined): void;
  typeLabel(id: string): string;
  header: ReactNode;
  filter: ReactNode;
  pagination: ReactNode;
  empty: ReactNode;
}

export function RoomList(props: RoomListProps) {
  const { t } = useTranslation('rooms');
  const phone = useMediaQuery(phoneQuery);
  const service = (room: RoomRow) =>
    room.inService ? (
      <StatusIndicator type="success">{t('inService')}</StatusIndicator>
    ) : (
      <StatusIndicator type="stopped">{t('outOfService')}</StatusIndicator>
    );
  const fields: { id: string; header: string; cell(room: RoomRow): ReactNode }[] = [
    { id: 'number', header: t('columns.number'), cell: (room) => room.number },
    { id: 'building', header: t('columns.building'), cell: (room) => room.building },
    { id: 'floor', header: t('columns.floor'), cell: (room) => room.floor },
    { id: 'type', header: t('columns.type'), cell: (room) => props.typeLabel(room.typeId) },
    { id: 'beds', header: t('columns.beds'), cell: (room) => room.beds },
    { id: 'service', header: t('columns.service'), cell: service },
  ];
  const selection = {
    selectionType: 'single',
    selectedItems: props.selected ? [props.selected] : [],
    onSelectionChange: ({ detail }: { detail: { selectedItems: RoomRow[] } }) =>
      props.onSelect(detail.selectedItems[0]),
    trackBy: 'id',
    ariaLabels: {
      selectionGroupLabel: t('selection.group'),
      itemSelectionLabel: (_: unknown, room: RoomRow) =>
        t('selection.item', { number: room.number, building: room.building }),
    },
  } as const;
  const common = {
    items: props.rooms,
    loading: props.loading,
    loadingText: t('loading'),
    header: props.header,
    filter: props.filter,
    pagination: props.pagination,
    empty: props.empty,
    ...selection,
  };
  if (phone)
    return (
      <Cards
        {...common}
        cardDefinition={{
          header: (room) => `${room.number} · ${room.building}`,
          sections: fields
            .slice(2)
            .map((field) => ({ id: field.id, header: field.header, content: field.cell })),
        }}
      />
    );
  const columns: TableProps.ColumnDefinition<RoomRow>[] = fields;
  return <Table {...common} columnDefinitions={columns} wrapLines />;
}
