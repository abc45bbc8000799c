/** The preview of a CSV of residents: each line's outcome, the student and room, or why it is refused, 50 a page. */
import Pagination from '@cloudscape-design/components/pagination';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { DataOf } from '../../api/client';

type Line = DataOf<'previewResidentImport'>['lines'][number];

const pageSize = 50;
const statusOf: Record<Line['outcome'], StatusIndicatorProps.Type> = {
  new: 'success',
  moved: 'info',
  unchanged: 'stopped',
  error: 'error',
};

export function ResidentPreview({ lines }: { lines: Line[] }) {
  const { t } = useTranslation('residents');
  const [page, setPage] = useState(0);
  const details = (line: Line) => {
    if (line.reason) return t(`importReason.${line.reason}`);
    const who = `${line.name ?? ''} · ${line.email ?? ''} → ${line.building ?? ''} ${line.number ?? ''}`;
    return line.from ? `${who} (${t('import.from', { room: line.from })})` : who;
  };
  return (
    <Table
      variant="embedded"
      ariaLabels={{ tableLabel: t('import.previewTable') }}
      items={lines.slice(page * pageSize, (page + 1) * pageSize)}
      trackBy="line"
      wrapLines
      columnDefinitions={[
        { id: 'line', header: t('import.line'), cell: (line) => line.line },
        {
          id: 'outcome',
          header: t('import.outcome'),
          cell: (line) => (
            <StatusIndicator type={statusOf[line.outcome]}>{t(`outcome.${line.outcome}`)}</StatusIndicator>
          ),
        },
        { id: 'details', header: t('import.details'), cell: details },
      ]}
      pagination={
        lines.length > pageSize ? (
          <Pagination
            currentPageIndex={page + 1}
            pagesCount={Math.ceil(lines.length / pageSize)}
            onChange={({ detail }) => setPage(detail.currentPageIndex - 1)}
          />
        ) : undefined
      }
    />
  );
}
