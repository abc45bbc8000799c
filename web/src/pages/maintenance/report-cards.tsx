/**
 * Reports as a list of Cloudscape containers over cursor pages (issue 32): the reporter's list and each
 * board column. Containers rather than Cards, and two buttons rather than Pagination: either, used here
 * too, became a chunk or part of the chunk every signed-in page loads, and put the cleaning schedules page
 * over its budget (docs/performance.md).
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
    <SpaceBetween size="m">
      {(pages.pageIndex > 0 || pages.hasNext) && (
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <Button
            iconName="angle-left"
            variant="icon"
            ariaLabel={t('card.previous')}
            disabled={pages.pageIndex === 0}
            onClick={() => pages.goTo(pages.pageIndex - 1)}
          />
          <Box>{t('card.page', { page: pages.pageIndex + 1 })}</Box>
          <Button
            iconName="angle-right"
            variant="icon"
            ariaLabel={t('card.next')}
            disabled={!pages.hasNext}
            onClick={() => pages.goTo(pages.pageIndex + 1)}
          />
        </SpaceBetween>
      )}
      {pages.loading && pages.items.length === 0 ? (
        <StatusIndicator type="loading">{t('card.loading')}</StatusIndicator>
      ) : pages.items.length === 0 ? (
        <Box textAlign="center" color="inherit" padding="m">
          {empty}
        </Box>
      ) : (
        <ul className="block-list" aria-label={label}>
          {pages.items.map((report) => (
            <li key={report.id}>
              <Container
                header={
                  <Header
                    variant="h2"
                    description={t('card.place', { floor: report.floor })}
                    actions={action?.(report)}
                  >
                    {title(report)}
                  </Header>
                }
              >
                <ReportDetails report={report} />
              </Container>
            </li>
          ))}
        </ul>
      )}
    </SpaceBetween>
  );
}
