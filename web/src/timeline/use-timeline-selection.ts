/**
 * The props that make a table of requests open the timeline: single selection, where selecting a row
 * (by click, or keyboard on its radio button) shows that request's timeline in the side panel.
 */
import type { TableProps } from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';

import { useTimeline } from './timeline-context';

export function useTimelineSelection<Row>(
  rows: readonly Row[],
  idOf: (row: Row) => string,
): Pick<TableProps<Row>, 'selectionType' | 'selectedItems' | 'onSelectionChange' | 'ariaLabels'> {
  const { t } = useTranslation('shell');
  const timeline = useTimeline();
  return {
    selectionType: 'single',
    selectedItems: rows.filter((row) => idOf(row) === timeline.requestId),
    onSelectionChange: ({ detail }) => {
      const row = detail.selectedItems[0];
      if (row) timeline.open(idOf(row));
    },
    ariaLabels: {
      selectionGroupLabel: t('timeline.panel'),
      itemSelectionLabel: () => t('timeline.select'),
      allItemsSelectionLabel: () => t('timeline.panel'),
    },
  };
}
