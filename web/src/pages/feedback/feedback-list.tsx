/**
 * One feedback list (ratings, complaints or suggestions), newest first, in the caller's scope: an
 * admin's hostel, a keeper's own cleanings, a student's own feedback. Paged by the server's cursor.
 */
import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Table from '@cloudscape-design/components/table';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import type { Role } from '#shared/domain';

import { callApi } from '../../api/client';
import { CursorPagination } from '../../components/cursor-table';
import { useNotify } from '../../components/notifications';
import { PageLayout } from '../../components/page-layout';
import { CsvDownload } from '../../export/csv-download';
import { useCursorPages } from '../../hooks/use-cursor-pages';
import { useSession } from '../../session';
import { feedbackCsvColumns } from './feedback-csv-columns';
import { useFeedbackListColumns } from './feedback-list-columns';

const routeOf = {
  ratings: 'listRatings',
  complaints: 'listComplaints',
  suggestions: 'listSuggestions',
} as const;
export type FeedbackKind = keyof typeof routeOf;

export function FeedbackList({ kind }: { kind: FeedbackKind }) {
  const { t } = useTranslation(['feedback', 'dashboard']);
  const notify = useNotify();
  const { user } = useSession();
  const role: Role = user?.role ?? 'student';

  const fetchPage = useCallback(
    async (cursor: string | undefined) => (await callApi(routeOf[kind], { query: { cursor } })).data,
    [kind],
  );
  const pages = useCursorPages(fetchPage, notify.error);
  const { items, collectionProps } = useCollection(pages.items, { sorting: {} });

  const columns = useFeedbackListColumns(kind, role);

  return (
    <PageLayout
      title={t(`title.${kind}`)}
      description={t(`description.${kind}.${role}`)}
      actions={
        <CsvDownload
          fileName={`${t(`title.${kind}`)}.csv`}
          columns={feedbackCsvColumns(t, kind)}
          fetchPage={async (cursor, limit) =>
            (await callApi(routeOf[kind], { query: { cursor, limit } })).data
          }
        />
      }
    >
      <Table
        {...collectionProps}
        items={items}
        columnDefinitions={columns}
        trackBy={(item) => `${item.requestId}#${item.kind}`}
        loading={pages.loading}
        loadingText={t('loading')}
        wrapLines
        empty={
          <Box textAlign="center" color="inherit" padding="m">
            {t(`empty.${kind}`)}
          </Box>
        }
        pagination={<CursorPagination pages={pages} />}
      />
    </PageLayout>
  );
}
