/**
 * A chart's text alternative (Cloudscape's pattern for charts): the same numbers as a table, folded under
 * the chart so a screen reader or a reader who wants the figures gets them without the drawing. Lines are
 * not wrapped: on a narrow screen the table scrolls sideways instead of stacking letters.
 */
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';

export interface NumbersColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => string;
}

export function NumbersTable<Row>({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly NumbersColumn<Row>[];
  rows: readonly Row[];
}) {
  const { t } = useTranslation('analytics');
  return (
    <ExpandableSection
      headerText={t('charts.showTable')}
      headerAriaLabel={`${t('charts.showTable')}: ${caption}`}
    >
      <Table
        variant="embedded"
        ariaLabels={{ tableLabel: caption }}
        columnDefinitions={columns.map((column) => ({ ...column }))}
        items={[...rows]}
        empty={t('charts.empty')}
      />
    </ExpandableSection>
  );
}
