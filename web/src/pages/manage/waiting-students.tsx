/**
 * Students who registered themselves and wait for the admin's approval (DESIGN §9), on Manage Students:
 * approve several at once (they become students and are mailed), or decline them after confirmation
 * (their accounts end and their emails are free again).
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { WaitingStudent } from '#shared/domain';

import { callApi } from '../../api/client';
import { ConfirmModal } from '../../components/confirm-modal';
import { useCursorTable } from '../../components/cursor-table';
import { formatInstant } from '../../components/format';
import { useNotify } from '../../components/notifications';
import { useCursorPages } from '../../hooks/use-cursor-pages';
import { useSubmit } from '../../hooks/use-submit';
import { useOnChange } from '../../live';

const pageSize = 25;

export function WaitingStudents({ onApproved }: { onApproved(): void }) {
  const { t, i18n } = useTranslation('users');
  const notify = useNotify();
  const fetchPage = useCallback(
    async (cursor: string | undefined) =>
      (await callApi('listRegistrations', { query: { cursor, limit: pageSize } })).data,
    [],
  );
  const pages = useCursorPages(fetchPage, notify.error);
  const { selected, tableProps } = useCursorTable(pages, t('loading'));
  const [declining, setDeclining] = useState(false);
  // Someone else's change (a registration, an approval) shows without a reload, unless the admin is in the
  // middle of choosing rows, which a reload would undo.
  useOnChange(() => {
    if (selected.length === 0) pages.reload();
  });
  const ids = selected.map((student) => student._id);

  const [approving, approve] = useSubmit(async () => {
    const { data } = await callApi('approveUsers', { body: { ids } });
    pages.reload();
    onApproved();
    return t('waiting.approved', { count: data.approved.length });
  });
  const decline = async () => {
    const { data } = await callApi('declineUsers', { body: { ids } });
    setDeclining(false);
    pages.reload();
    return t('waiting.declined', { count: data.declined.length });
  };

  const columns: TableProps.ColumnDefinition<WaitingStudent>[] = [
    { id: 'name', header: t('columns.name'), cell: (row) => row.name, isRowHeader: true },
    { id: 'email', header: t('columns.email'), cell: (row) => row.email },
    {
      id: 'registered',
      header: t('columns.registered'),
      cell: (row) => formatInstant(row.createdAt, i18n.language),
    },
  ];

  return (
    <div id="waitingList">
      <Table
        header={
          <Header
            variant="h2"
            counter={selected.length ? `(${selected.length}/${pages.items.length})` : undefined}
            description={t('waiting.description')}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button disabled={selected.length === 0 || approving} onClick={() => setDeclining(true)}>
                  {t('waiting.decline')}
                </Button>
                <Button
                  variant="primary"
                  disabled={selected.length === 0}
                  loading={approving}
                  onClick={() => approve()}
                >
                  {t('waiting.approve')}
                </Button>
              </SpaceBetween>
            }
          >
            {t('waiting.title')}
          </Header>
        }
        {...tableProps}
        columnDefinitions={columns}
        ariaLabels={{
          selectionGroupLabel: t('waiting.selectionGroup'),
          itemSelectionLabel: (_, row) => t('selection.item', { name: row.name }),
          allItemsSelectionLabel: () => t('waiting.selectAll'),
        }}
        empty={
          <Box textAlign="center" color="inherit" padding="m">
            {t('waiting.empty')}
          </Box>
        }
      />
      {declining && (
        <ConfirmModal
          header={t('waiting.declineTitle', { count: selected.length })}
          question={t('waiting.declineConfirm', {
            count: selected.length,
            names: selected.map((student) => student.name).join(', '),
          })}
          submitLabel={t('waiting.decline')}
          busyText={t('waiting.declining')}
          action={decline}
          onDismiss={() => setDeclining(false)}
        />
      )}
    </div>
  );
}
