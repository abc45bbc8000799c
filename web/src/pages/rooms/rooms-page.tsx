/**
 * The admin's Rooms page (issue 30): the hostel's rooms and shared spaces by building and floor, filtered
 * by building, floor, type and service; add one, add a range, edit, take out of service or back, import a
 * CSV with a preview, and the room types with their minutes per clean.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { callApi } from '../../api/client';
import { CursorPagination } from '../../components/cursor-table';
import { useNotify } from '../../components/notifications';
import { useCursorPages } from '../../hooks/use-cursor-pages';
import { ImportDialog } from './import-dialog';
import { type Floor, noFilters, RoomFilters, type RoomFilterValues } from './room-filters';
import { AddRangeDialog, AddRoomDialog, EditRoomDialog } from './room-form-dialogs';
import { RoomList, type RoomRow } from './room-list';
import { RoomTypesDialog } from './room-types-dialog';
import { ServiceDialog } from './service-dialog';
import { useRoomTypes } from './use-room-types';

type Dialog = 'add' | 'range' | 'edit' | 'service' | 'import' | 'types';

export default function RoomsPage() {
  const { t } = useTranslation('rooms');
  const notify = useNotify();
  const types = useRoomTypes();
  const [filters, setFilters] = useState<RoomFilterValues>(noFilters);
  const [floors, setFloors] = useState<Floor[]>([]);
  const [dialog, setDialog] = useState<Dialog>();
  const [chosen, setChosen] = useState<{ of: RoomRow[]; room: RoomRow | undefined }>({
    of: [],
    room: undefined,
  });

  const fetchPage = useCallback(
    async (cursor: string | undefined) => {
      const { data } = await callApi('listRooms', {
        query: {
          building: filters.building || undefined,
          floor: filters.floor || undefined,
          type: filters.type || undefined,
          inService: filters.service || undefined,
          cursor,
        },
      });
      setFloors(data.floors);
      return { items: data.data, ...(data.cursor ? { cursor: data.cursor } : {}) };
    },
    [filters],
  );
  const pages = useCursorPages(fetchPage, notify.error);
  // A choice belongs to the page it was made on: another page, filter or reload starts with none.
  const selected = chosen.of === pages.items ? chosen.room : undefined;

  const close = () => setDialog(undefined);
  const done = () => {
    setDialog(undefined);
    pages.reload();
  };
  const typesDone = () => {
    setDialog(undefined);
    types.reload();
  };

  const actions = (
    <SpaceBetween direction="horizontal" size="xs">
      <Button disabled={!selected} onClick={() => setDialog('edit')}>
        {t('actions.edit')}
      </Button>
      <Button disabled={!selected} onClick={() => setDialog('service')}>
        {selected && !selected.inService ? t('actions.bringBack') : t('actions.takeOut')}
      </Button>
      <Button disabled={types.types.length === 0} onClick={() => setDialog('import')}>
        {t('actions.import')}
      </Button>
      <Button disabled={types.types.length === 0} onClick={() => setDialog('range')}>
        {t('actions.range')}
      </Button>
      <Button variant="primary" disabled={types.types.length === 0} onClick={() => setDialog('add')}>
        {t('actions.add')}
      </Button>
    </SpaceBetween>
  );
  const filtered = filters !== noFilters;

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={t('description')}
          actions={
            <Button disabled={types.types.length === 0} onClick={() => setDialog('types')}>
              {t('actions.types')}
            </Button>
          }
        >
          {t('title')}
        </Header>
      }
    >
      <div id="roomList">
        <RoomList
          rooms={pages.items}
          loading={pages.loading}
          selected={selected}
          onSelect={(room) => setChosen({ of: pages.items, room })}
          typeLabel={types.label}
          header={
            <Header variant="h2" actions={actions}>
              {t('list')}
            </Header>
          }
          filter={
            <RoomFilters value={filters} onChange={setFilters} floors={floors} typeOptions={types.options} />
          }
          pagination={<CursorPagination pages={pages} />}
          empty={
            <Box textAlign="center" color="inherit" padding="m">
              {filtered ? t('noMatch') : t('empty')}
            </Box>
          }
        />
      </div>
      {dialog === 'add' && <AddRoomDialog types={types} onDismiss={close} onDone={done} />}
      {dialog === 'range' && <AddRangeDialog types={types} onDismiss={close} onDone={done} />}
      {dialog === 'edit' && selected && (
        <EditRoomDialog room={selected} types={types} onDismiss={close} onDone={done} />
      )}
      {dialog === 'service' && selected && <ServiceDialog room={selected} onDismiss={close} onDone={done} />}
      {dialog === 'import' && <ImportDialog types={types} onDismiss={close} onDone={done} />}
      {dialog === 'types' && <RoomTypesDialog types={types} onDismiss={close} onDone={typesDone} />}
    </ContentLayout>
  );
}
