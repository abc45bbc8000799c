/**
 * Minutes of cleaning over the range (issue 30): planned at allot against those of the cleans done, and
 * the real minutes per clean from Start to Done — for the hostel or the keeper in total, and for the
 * admin per keeper and per room type.
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
import { count, minutes } from './analytics-format';

type Effort = NonNullable<AnalyticsAnswer['totals']['effort']>;
type Row = Effort & { id: string; label: string };

function useEffortColumns() {
  const { t, i18n } = useTranslation('analytics');
  const language = i18n.language;
  return [
    { id: 'planned', header: t('effort.planned'), cell: (row: Row) => minutes(row.planned, language) },
    { id: 'done', header: t('effort.done'), cell: (row: Row) => minutes(row.done, language) },
    { id: 'timed', header: t('effort.timed'), cell: (row: Row) => count(row.timed, language) },
    { id: 'real', header: t('effort.real'), cell: (row: Row) => minutes(row.averageReal, language) },
  ];
}

function EffortTable({ title, first, rows }: { title: string; first: string; rows: Row[] }) {
  const { t } = useTranslation('analytics');
  const columns = useEffortColumns();
  return (
    <Table
      variant="embedded"
      header={<Header variant="h3">{title}</Header>}
      items={rows}
      trackBy="id"
      wrapLines
      empty={t('effort.none')}
      columnDefinitions={[
        { id: 'name', header: first, cell: (row) => row.label, isRowHeader: true },
        ...columns,
      ]}
    />
  );
}

/** The admin's tables by keeper and by room type (names of the hostel's types read once). */
function HostelEffort({ answer }: { answer: AnalyticsAnswer }) {
  const { t } = useTranslation('analytics');
  const types = useRoomTypes();
  const keepers: Row[] = answer.keepers.flatMap((keeper) =>
    keeper.effort ? [{ ...keeper.effort, id: keeper._id, label: keeper.name || t('removedKeeper') }] : [],
  );
  const byType: Row[] = (answer.roomTypes ?? []).map((type) => ({
    ...type,
    label: type.id === noRoomType ? t('effort.noType') : types.label(type.id),
  }));
  return (
    <ColumnLayout columns={2}>
      <EffortTable title={t('effort.byKeeper')} first={t('columns.keeper')} rows={keepers} />
      <EffortTable title={t('effort.byType')} first={t('effort.type')} rows={byType} />
    </ColumnLayout>
  );
}

export function EffortTables({ answer }: { answer: AnalyticsAnswer }) {
  const { t, i18n } = useTranslation('analytics');
  const total = answer.totals.effort;
  if (!total) return null;
  const language = i18n.language;
  return (
    <Container header={<Header variant="h2">{t('effort.title')}</Header>}>
      <KeyValuePairs
        columns={4}
        items={[
          { label: t('effort.planned'), value: minutes(total.planned, language) },
          { label: t('effort.done'), value: minutes(total.done, language) },
          { label: t('effort.timed'), value: count(total.timed, language) },
          { label: t('effort.real'), value: minutes(total.averageReal, language) },
        ]}
      />
      {answer.scope === 'hostel' && <HostelEffort answer={answer} />}
    </Container>
  );
}
