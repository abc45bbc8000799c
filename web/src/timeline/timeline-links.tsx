/**
 * Makes a table of requests open the timeline: each row's date becomes a link (mouse, touch or keyboard)
 * that shows that request's timeline in the side panel. The columns are otherwise unchanged.
 */
import Link from '@cloudscape-design/components/link';
import type { TableProps } from '@cloudscape-design/components/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { useTimeline } from './timeline-context';

export function useTimelineLinks<Row>(
  columns: readonly TableProps.ColumnDefinition<Row>[],
  idOf: (row: Row) => string,
): TableProps.ColumnDefinition<Row>[] {
  const { t } = useTranslation('shell');
  const { open } = useTimeline();
  return useMemo(
    () =>
      columns.map((column) =>
        column.id === 'date'
          ? {
              ...column,
              cell: (row: Row) => (
                <span title={t('timeline.select')}>
                  <Link
                    href="#"
                    onFollow={(event) => {
                      event.preventDefault();
                      open(idOf(row));
                    }}
                  >
                    {column.cell(row)}
                  </Link>
                </span>
              ),
            }
          : column,
      ),
    [columns, idOf, open, t],
  );
}
