/**
 * Pass rates of inspections (issue 32), beside the keeper scorecards: the share of inspected cleans that
 * passed, in all, per keeper who did them and per room type. Shown once the range has an inspection.
 */
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';

import type { AnalyticsAnswer } from '#shared/answers/analytics';
import { noRoomType } from '#shared/effort';

import { useRoomTypes } from '../rooms/use-room-types';
import { count, percent } from './analytics-format';

type Inspections = NonNullable<AnalyticsAnswer['inspections']>;
interface Row {
  id: string;
  label: string;
  inspected: number;
  passed: number;
}

function RatesTable({ title, first, rows }: { title: string; first: string; rows: Row[] }) {
  const { t, i18n } = useTranslation('analytics');
  const language = i18n.language;
  return (
    <Table
      variant="embedded"
      header={<Header variant="h3">{title}</Header>}
      ariaLabels={{ tableLabel: title }}
      items={rows}
      trackBy="id"
      wrapLines
      empty={t('charts.empty')}
      columnDefinitions={[
        { id: 'name', header: first, cell: (row) => row.label, isRowHeader: true },
        { id: 'inspected', header: t('passRates.inspected'), cell: (row) => count(row.inspected, language) },
        { id: 'passed', header: t('passRates.passed'), cell: (row) => count(row.passed, language) },
        {
          id: 'rate',
          header: t('passRates.rate'),
          cell: (row) => (row.inspected > 0 ? percent(row.passed / row.inspected, language) : '–'),
        },
      ]}
    />
  );
}

/** The hostel's pass rates (the admin's view: a keeper's own analytics has no rows per keeper or type). */
export function PassRates({ inspections }: { inspections: Inspections }) {
  const { t, i18n } = useTranslation('analytics');
  const types = useRoomTypes();
  const language = i18n.language;
  const keepers: Row[] = inspections.keepers.map((keeper) => ({
    ...keeper,
    id: keeper._id,
    label: keeper.name || t('removedKeeper'),
  }));
  const byType: Row[] = inspections.roomTypes.map((type) => ({
    ...type,
    label: type.id === noRoomType ? t('effort.noType') : types.label(type.id),
  }));
  return (
    <Container header={<Header variant="h2">{t('passRates.title')}</Header>}>
      <KeyValuePairs
        columns={3}
        items={[
          { label: t('passRates.inspected'), value: count(inspections.inspected, language) },
          { label: t('passRates.passed'), value: count(inspections.passed, language) },
          {
            label: t('passRates.rate'),
            value: percent(inspections.passed / inspections.inspected, language),
          },
        ]}
      />
      <ColumnLayout columns={2}>
        <RatesTable title={t('passRates.byKeeper')} first={t('columns.keeper')} rows={keepers} />
        <RatesTable title={t('passRates.byType')} first={t('effort.type')} rows={byType} />
      </ColumnLayout>
    </Container>
  );
}
