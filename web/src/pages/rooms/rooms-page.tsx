/**
 * The admin's Rooms page (issue 30): the hostel's rooms and shared spaces by building and floor, filtered
 * by building, floor, type and service; add one, add a range, edit, take out of service or back, import a
 * CSV with a preview, the room types with their minutes per clean, and a request for the chosen room;
 * print the QR door codes of a building or floor, and replace the chosen room's (issue 33).
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { callApi } from '../../api/client';
import { CursorPagination } from '../../components/cursor-table';
import { useNotify } from '../../components/notifications';
import { PageLayout } from '../../components/page-layout';
import { useCursorPages } from '../../hooks/use-cursor-pages';
import type { RoomDialogKind } from './room-dialogs';
import type { Floor, RoomFilterValues } from './room-filters';
import { RoomList, type RoomRow } from './room-list';
import { useRoomTypes } from './use-room-types';

// Cloudscape's Select is most of the filters' weight: they load beside the list, not before it, with the
// dialogs (`room-dialogs.tsx`), so the page keeps within the signed-in page budget.
const loadControls = () => import('./room-dialogs');
const RoomDialog = lazy(loadControls);
const RoomFilters = lazy(async () => ({ default: (await loadControls()).RoomFilters }));
const noFilters: RoomFilterValues = { building: '', floor: '', type: '', service: '' };

// Asked for as soon as the page's own chunk runs, so the filters come with the first list, not after it.
void loadControls().catch(() => {});

export default function RoomsPage() {
  const { t } = useTranslation('rooms');
  const notify = useNotify();
  const types = useRoomTypes();
  const [filters, setFilters] = useState<RoomFilterValues>(noFilters);
  const [floors, setFloors] = useState<Floor[]>([]);
  const [dialog, setDialog] = useState<RoomDialogKind>();
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
      <Button disabled={!selected} onClick={() => setDialog('requests')}>
        {t('actions.requests')}
      </Button>
      <Button disabled={!selected?.inService} onClick={() => setDialog('request')}>
        {t('actions.request')}
      </Button>
      <Button disabled={!selected} onClick={() => setDialog('edit')}>
        {t('actions.edit')}
      </Button>
      <Button disabled={!selected} onClick={() => setDialog('service')}>
        {selected && !selected.inService ? t('actions.bringBack') : t('actions.takeOut')}
      </Button>
      <Button disabled={!selected} onClick={() => setDialog('doorCode')}>
        {t('actions.replaceDoorCode')}
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
    <PageLayout
      title={t('title')}
      description={t('description')}
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          <Button disabled={floors.length === 0} onClick={() => setDialog('print')}>
            {t('actions.printDoorCodes')}
          </Button>
          <Button disabled={types.types.length === 0} onClick={() => setDialog('types')}>
            {t('actions.types')}
          </Button>
        </SpaceBetween>
      }
    >
      <div id="roomList">
        <RoomList
          items={pages.items}
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
      {dialog && (
        <Suspense fallback={null}>
          <RoomDialog
            kind={dialog}
            room={selected}
            types={types}
            onDismiss={close}
            onDone={done}
            onTypesDone={typesDone}
            floors={floors}
            place={filters}
          />
        </Suspense>
      )}
    </PageLayout>
  );
}
