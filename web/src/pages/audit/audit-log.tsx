/**
 * /audit-log (issue 34): the hostel's admin audit log, newest first — who changed the settings or the
 * hostel's people, what, and when. Paged by the server's cursor; admins only. A table on a desktop, cards
 * on a phone (below 688 px), with the same fields.
 */
import Box from '@cloudscape-design/components/box';
import Cards from '@cloudscape-design/components/cards';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { callApi, type DataOf } from '../../api/client';
import { CursorPagination } from '../../components/cursor-table';
import { formatInstant } from '../../components/format';
import { useNotify } from '../../components/notifications';
import { PageLayout } from '../../components/page-layout';
import { useCursorPages } from '../../hooks/use-cursor-pages';
import { phoneQuery, useMediaQuery } from '../../hooks/use-media-query';

type Entry = DataOf<'auditLog'>['items'][number];

/** What the entry changed: the people by name, or each setting with its new value. */
const detailsOf = (entry: Entry) =>
  [
    ...(entry.targets ?? []).map((target) => target.name),
    ...(entry.changes ?? []).map((change) => `${change.name}: ${change.value}`),
  ].join(', ');

export default function AuditLog() {
  const { t, i18n } = useTranslation('privacy');
  const notify = useNotify();
  const fetchPage = useCallback(
    async (cursor: string | undefined) => (await callApi('auditLog', { query: { cursor } })).data,
    [],
  );
  const pages = useCursorPages(fetchPage, notify.error);
  const phone = useMediaQuery(phoneQuery);
  const columns: TableProps.ColumnDefinition<Entry>[] = [
    { id: 'when', header: t('audit.when'), cell: (entry) => formatInstant(entry.at, i18n.language) },
    { id: 'who', header: t('audit.who'), cell: (entry) => entry.byName },
    { id: 'what', header: t('audit.what'), cell: (entry) => t(`audit.actions.${entry.action}`) },
    { id: 'details', header: t('audit.details'), cell: detailsOf },
  ];
  const common = {
    items: pages.items,
    trackBy: 'id',
    loading: pages.loading,
    loadingText: t('audit.loading'),
    empty: (
      <Box textAlign="center" color="inherit" padding="m">
        {t('audit.empty')}
      </Box>
    ),
    pagination: <CursorPagination pages={pages} />,
  } as const;
  return (
    <PageLayout title={t('audit.title')} description={t('audit.description')}>
      {phone ? (
        <Cards
          {...common}
          cardDefinition={{
            header: (entry) => t(`audit.actions.${entry.action}`),
            sections: columns
              .filter((column) => column.id !== 'what')
              .map((column) => ({ id: column.id, header: column.header, content: column.cell })),
          }}
        />
      ) : (
        <Table {...common} columnDefinitions={columns} wrapLines />
      )}
    </PageLayout>
  );
}
