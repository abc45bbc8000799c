/**
 * The admin's list of the hostel's students or roomkeepers (spec §2 /manage): search by room, any word of
 * the name or email on the server, cursor paging, add with an invitation, remove after confirmation, erase
 * one person (issue 34). Keepers show their rating.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ManagedStudent } from '#shared/domain';

import { callApi } from '../../api/client';
import { useCursorTable } from '../../components/cursor-table';
import { useNotify } from '../../components/notifications';
import { PageLayout } from '../../components/page-layout';
import { useCursorPages } from '../../hooks/use-cursor-pages';
import { useOnChange } from '../../live';
import { DaysOffDialog } from '../days-off/days-off-dialog';
import { ResidentButtons } from '../residents/resident-buttons';
import { AddUserDialog, type ManagedRole } from './add-user-dialog';
import { CapacityDialog } from './capacity-dialog';
import { EraseUserDialog } from './erase-user-dialog';
import { RemoveUsersDialog } from './remove-users-dialog';
import { useUserTableColumns } from './user-table-columns';

const searchDelayMs = 300;
const pageSize = 25;

export function UserTable({ role }: { role: ManagedRole }) {
  const { t } = useTranslation(['users', 'allotment', 'privacy']);
  const notify = useNotify();
  const [filterText, setFilterText] = useState('');
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<'add' | 'remove' | 'erase' | 'daysOff' | 'capacity'>();

  // The server searches by room, name word or email; wait for a pause in typing before asking it.
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
  // A selection belongs to the page it was made on: a new page (search, paging, reload) starts with none.
  const { selected, tableProps } = useCursorTable(pages, t('loading'));
  // Someone else's change (a registration, an approval, a removal) shows without a reload, unless the admin
  // is in the middle of choosing rows or a dialog, which a reload would undo.
  useOnChange(() => {
    if (selected.length === 0 && !dialog) pages.reload();
  });

  const done = () => {
    setDialog(undefined);
    pages.reload();
  };

  const columns = useUserTableColumns(role);

  return (
    <PageLayout title={t(`title.${role}`)} description={t(`description.${role}`)}>
      <div id={role === 'student' ? 'studentList' : 'roomkeeperList'}>
        <Table
          header={
            <Header
              variant="h2"
              counter={selected.length ? `(${selected.length}/${pages.items.length})` : undefined}
              actions={
                <SpaceBetween direction="horizontal" size="xs">
                  {role === 'student' && (
                    <ResidentButtons selected={selected as ManagedStudent[]} onDone={done} />
                  )}
                  {role === 'roomkeeper' && (
                    <Button disabled={selected.length !== 1} onClick={() => setDialog('daysOff')}>
                      {t('allotment:daysOff.open')}
                    </Button>
                  )}
                  {role === 'roomkeeper' && (
                    <Button disabled={selected.length !== 1} onClick={() => setDialog('capacity')}>
                      {t('capacity.open')}
                    </Button>
                  )}
                  <Button disabled={selected.length === 0} onClick={() => setDialog('remove')}>
                    {t('remove.action')}
                  </Button>
                  <Button disabled={selected.length !== 1} onClick={() => setDialog('erase')}>
                    {t('privacy:erase.button')}
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
          {...tableProps}
          columnDefinitions={columns}
          ariaLabels={{
            selectionGroupLabel: t('selection.group'),
            itemSelectionLabel: (_, row) => t('selection.item', { name: row.name }),
            allItemsSelectionLabel: () => t('selection.all'),
          }}
          empty={
            <Box textAlign="center" color="inherit" padding="m">
              {search ? t('noMatch', { search }) : t(`empty.${role}`)}
            </Box>
          }
        />
      </div>
      {dialog === 'add' && <AddUserDialog role={role} onDismiss={() => setDialog(undefined)} onDone={done} />}
      {dialog === 'daysOff' && selected[0] && (
        <DaysOffDialog keeper={selected[0]} onDismiss={() => setDialog(undefined)} />
      )}
      {dialog === 'capacity' && selected[0] && (
        <CapacityDialog
          keeper={selected[0]}
          onDismiss={() => setDialog(undefined)}
          onDone={() => {
            setDialog(undefined);
            pages.reload();
          }}
        />
      )}
      {dialog === 'erase' && selected[0] && (
        <EraseUserDialog user={selected[0]} onDismiss={() => setDialog(undefined)} onDone={done} />
      )}
      {dialog === 'remove' && (
        <RemoveUsersDialog
          role={role}
          users={selected}
          onDismiss={() => setDialog(undefined)}
          onDone={done}
        />
      )}
    </PageLayout>
  );
}
