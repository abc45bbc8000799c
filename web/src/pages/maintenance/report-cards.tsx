/** Reports as Cloudscape cards over cursor pages (issue 32): the reporter's list and each board column. */
import Box from '@cloudscape-design/components/box';
import Cards from '@cloudscape-design/components/cards';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { CursorPagination } from '../../components/cursor-table';
import type { CursorPages } from '../../hooks/use-cursor-pages';
import { type Report, ReportDetails, useReportTitle } from './report-card';

export function ReportCards({
  pages,
  label,
  empty,
  action,
}: {
  pages: CursorPages<Report>;
  label: string;
  empty: ReactNode;
  /** What the reader may do with a report (the admin's Change), beside its title. */
  action?: (report: Report) => ReactNode;
}) {
  const { t } = useTranslation('maintenance');
  const title = useReportTitle();
  return (
    <Cards
      ariaLabels={{ itemSelectionLabel: () => '', selectionGroupLabel: label }}
      items={pages.items}
      trackBy="id"
      loading={pages.loading}
      loadingText={t('card.loading')}
      cardsPerRow={[{ cards: 1 }, { minWidth: 700, cards: 2 }, { minWidth: 1100, cards: 3 }]}
      cardDefinition={{
        header: (report) => (
          <Box variant="h3" padding="n">
            {title(report)}
            {action && <Box float="right">{action(report)}</Box>}
          </Box>
        ),
        sections: [
          { id: 'place', content: (report) => t('card.place', { floor: report.floor }) },
          { id: 'details', content: (report) => <ReportDetails report={report} /> },
        ],
      }}
      empty={
        <Box textAlign="center" color="inherit" padding="m">
          {empty}
        </Box>
      }
      pagination={<CursorPagination pages={pages} />}
    />
  );
}
