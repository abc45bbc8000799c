/** /my-reports (issue 32): the problems the caller reported, newest first, with where each one is. */
import Button from '@cloudscape-design/components/button';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { callApi } from '../../api/client';
import { useNotify } from '../../components/notifications';
import { PageLayout } from '../../components/page-layout';
import { useCursorPages } from '../../hooks/use-cursor-pages';
import { useFollow } from '../../hooks/use-follow';
import { useOnChange } from '../../live';
import { paths } from '../../paths';
import { useSession } from '../../session';
import { ReportCards } from './report-cards';

export default function MyReportsPage() {
  const { t } = useTranslation('maintenance');
  const notify = useNotify();
  const onFollow = useFollow();
  const { user } = useSession();
  const fetchPage = useCallback(
    async (cursor: string | undefined) => (await callApi('myMaintenanceReports', { query: { cursor } })).data,
    [],
  );
  const pages = useCursorPages(fetchPage, notify.error);
  useOnChange(pages.reload);
  // Only a student has a room of their own to report from here; staff report from a room's page.
  const report =
    user?.role === 'student' ? (
      <Button href={paths.reportProblem()} onFollow={onFollow}>
        {t('mine.report')}
      </Button>
    ) : undefined;
  return (
    <PageLayout title={t('mine.title')} description={t('mine.description')} actions={report}>
      <ReportCards pages={pages} label={t('mine.title')} empty={t('mine.empty')} />
    </PageLayout>
  );
}
