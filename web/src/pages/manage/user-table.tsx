/**
 * The admin's list of the hostel's students or roomkeepers (spec §2 /manage): search by name on the
 * server, cursor paging, add with an invitation, remove after confirmation. Keepers show their rating.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ManagedRoomkeeper, ManagedStudent } from '#shared/schemas/user';

import { callApi } from '../../api/client';
import { useNotify } from '../../components/notifications';
import { UserAvatar } from '../../components/user-avatar';
import { useCursorPages } from '../../hooks/use-cursor-pages';
import { Stars } from '../feedback/stars';
import { AddUserDialog, type ManagedRole } from './add-user-dialog';
import { RemoveUsersDialog } from './remove-users-dialog';

type Row = ManagedStudent | ManagedRoomkeeper;
const isKeeper = (row: Row): row is ManagedRoomkeeper => 'ratingCount' in row;
const searchDelayMs = 300;
const pageSize = 25;

export function UserTable({ role }: { role: ManagedRole }) {
  const { t } = useTranslation('users');
  const notify = useNotify();
  const [filterText, setFilterText] = useState('');
  const [search, setSearch] = useState('');
  // A selection belongs to the page it was made on: a new page (search, paging, reload) starts with none.
  // Derived while rendering, not reset by an effect, so a choice made just after a page arrives stays.
  const [selection, setSelection] = useState<{ of: Row[]; rows: Row[] }>({ of: [], rows: [] });
  const [dialog, setDialog] = useState<'add' | 'remove'>();

  // The server searches by name prefix; wait for a pause in typing before asking it.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(filterText.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [filterText]);

  const fetchPage = useCallback(
    async (cursor: string | undefined) =>
      (
        await callApi('listUsers', {
          query: { role, search: search || undefined, cursor, limit: pageSize },
        })
      ).data,
    [role, search],
  );
  const pages = useCursorPages(fetchPage, notify.error);
  const selected = selection.of === pages.items ? selection.rows : [];

  const done = () => {
    setDialog(undefined);
    pages.reload();
  };

  const contact: TableProps.ColumnDefinition<Row>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      cell: (row) => (
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <UserAvatar name={row.name} image={'profileimg' in row ? row.profileimg : undefined} />
          <Box>{row.name}</Box>
        </SpaceBetween>
      ),
    },
    {
      id: 'email',
      header: t('columns.email'),
      cell: (row) => <Link href={`mailto:${row.email}`}>{row.email}</Link>,
    },
    { id: 'phone', header: t('columns.phone'), cell: (row) => row.phone || '–' },
  ];
  const byRole: TableProps.ColumnDefinition<Row>[] =
    role === 'student'
      ? [
          { id: 'room', header: t('columns.room'), cell: (row) => ('room' in row && row.room) || '–' },
          { id: 'floor', header: t('columns.floor'), cell: (row) => ('floor' in row && row.floor) || '–' },
        ]
      : [
          {
            id: 'rating',
            header: t('columns.rating'),
            cell: (row) =>
              isKeeper(row) && row.ratingAverage !== null ? (
                <SpaceBetween direction="horizontal" size="xxs" alignItems="center">
                  <Stars value={Math.round(row.ratingAverage)} />
                  <Box variant="small">
                    {t('ratingSummary', { average: row.ratingAverage, count: row.ratingCount })}
                  </Box>
                </SpaceBetween>
              ) : (
                <Box color="text-body-secondary">{t('notRated')}</Box>
              ),
          },
          {
            id: 'completed',
            header: t('columns.completed'),
            cell: (row) => (isKeeper(row) ? row.completed : ''),
          },
        ];

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t(`description.${role}`)}>
          {t(`title.${role}`)}
        </Header>
      }
    >
      <div id={role === 'student' ? 'studentList' : 'roomkeeperList'}>
        <Table
          header={
            <Header
              variant="h2"
              counter={selected.length ? `(${selected.length}/${pages.items.length})` : undefined}
              actions={
                <SpaceBetween direction="horizontal" size="xs">
                  <Button disabled={selected.length === 0} onClick={() => setDialog('remove')}>
                    {t('remove.action')}
                  </Button>
                  <Button variant="primary" onClick={() => setDialog('add')}>
                    {t(`add.action.${role}`)}
                  </Button>
                </SpaceBetween>
              }
            >
              {t(`list.${role}`)}
            </Header>
          }
          filter={
            <TextFilter
              filteringText={filterText}
              filteringPlaceholder={t('search')}
              filteringAriaLabel={t('search')}
              onChange={({ detail }) => setFilterText(detail.filteringText)}
            />
          }
          items={pages.items}
          columnDefinitions={[...contact, ...byRole]}
          trackBy="_id"
          selectionType="multi"
          selectedItems={selected}
          onSelectionChange={({ detail }) => setSelection({ of: pages.items, rows: detail.selectedItems })}
          ariaLabels={{
            selectionGroupLabel: t('selection.group'),
            itemSelectionLabel: (_, row) => t('selection.item', { name: row.name }),
            allItemsSelectionLabel: () => t('selection.all'),
          }}
          loading={pages.loading}
          loadingText={t('loading')}
          wrapLines
          empty={
            <Box textAlign="center" color="inherit" padding="m">
              {search ? t('noMatch', { search }) : t(`empty.${role}`)}
            </Box>
          }
          pagination={
            <Pagination
              currentPageIndex={pages.pageIndex + 1}
              pagesCount={pages.pagesCount}
              openEnd={pages.hasNext}
              onChange={({ detail }) => pages.goTo(detail.currentPageIndex - 1)}
            />
          }
        />
      </div>
      {dialog === 'add' && <AddUserDialog role={role} onDismiss={() => setDialog(undefined)} onDone={done} />}
      {dialog === 'remove' && (
        <RemoveUsersDialog
          role={role}
          users={selected}
          onDismiss={() => setDialog(undefined)}
          onDone={done}
        />
      )}
    </ContentLayout>
  );
}
