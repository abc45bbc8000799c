/**
 * Makes a table of requests open the timeline: each row's date becomes a link (mouse, touch or keyboard)
 * that shows that request's timeline in the side panel. The columns are otherwise unchanged.
 */
import type { TableProps } from '@cloudscape-design/components/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { TimelineLink } from './timeline-link';

export function useTimelineLinks<Row>(
  columns: readonly TableProps.ColumnDefinition<Row>[],
  idOf: (row: Row) => string,
): TableProps.ColumnDefinition<Row>[] {
  const { t } = useTranslation('shell');
  return useMemo(
    () =>
      columns.map((column) =>
        column.id === 'date'
          ? {
              ...column,
              cell: (row: Row) => (
                <span title={t('timeline.select')}>
                  <TimelineLink requestId={idOf(row)}>{column.cell(row)}</TimelineLink>
                </span>
              ),
            }
          : column,
      ),
    [columns, idOf, t],
  );
}
