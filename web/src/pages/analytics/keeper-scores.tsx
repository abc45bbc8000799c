/**
 * The admin's keeper scorecards over the range: completed per keeper as a chart, beside a sortable table
 * of completed, average rating, complaints, turned back and the share done on the requested day.
 */
import BarChart from '@cloudscape-design/components/bar-chart';
import Container from '@cloudscape-design/components/container';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { AnalyticsAnswer } from '#shared/schemas/analytics';

import { count, percent, rating } from './analytics-format';

type Score = AnalyticsAnswer['keepers'][number] & { label: string; share: number | undefined };

const compareBy =
  (value: (score: Score) => number | string) =>
  (a: Score, b: Score): number => {
    const [x, y] = [value(a), value(b)];
    return typeof x === 'string' ? x.localeCompare(String(y)) : x - Number(y);
  };

export function KeeperScores({ keepers }: { keepers: AnalyticsAnswer['keepers'] }) {
  const { t, i18n } = useTranslation('analytics');
  const language = i18n.language;
  const scores: Score[] = keepers.map((keeper) => ({
    ...keeper,
    label: keeper.name || t('removedKeeper'),
    share: keeper.completed > 0 ? keeper.onRequestedDay / keeper.completed : undefined,
  }));
  const columns: TableProps.ColumnDefinition<Score>[] = [
    {
      id: 'name',
      header: t('columns.keeper'),
      cell: (s) => s.label,
      sortingComparator: compareBy((s) => s.label),
      isRowHeader: true,
    },
    {
      id: 'completed',
      header: t('columns.completed'),
      cell: (s) => count(s.completed, language),
      sortingComparator: compareBy((s) => s.completed),
    },
    {
      id: 'rating',
      header: t('columns.rating'),
      cell: (s) => rating(s.rating, language),
      sortingComparator: compareBy((s) => s.rating ?? -1),
    },
    {
      id: 'complaints',
      header: t('columns.complaints'),
      cell: (s) => count(s.complaints, language),
      sortingComparator: compareBy((s) => s.complaints),
    },
    {
      id: 'turnedBack',
      header: t('columns.turnedBack'),
      cell: (s) => count(s.turnedBack, language),
      sortingComparator: compareBy((s) => s.turnedBack),
    },
    {
      id: 'onDay',
      header: t('columns.onDay'),
      cell: (s) => (s.share === undefined ? '–' : percent(s.share, language)),
      sortingComparator: compareBy((s) => s.share ?? -1),
    },
  ];
  const [sorting, setSorting] = useState<{ column: TableProps.SortingColumn<Score>; descending: boolean }>({
    column: columns[1] as TableProps.SortingColumn<Score>,
    descending: true,
  });
  const compare = sorting.column.sortingComparator ?? (() => 0);
  const sorted = [...scores].sort((a, b) => (sorting.descending ? compare(b, a) : compare(a, b)));
  const title = t('charts.keepers');
  return (
    <Grid gridDefinition={[{ colspan: { default: 12, l: 5 } }, { colspan: { default: 12, l: 7 } }]}>
      <Container header={<Header variant="h2">{title}</Header>}>
        <BarChart
          series={[
            {
              type: 'bar',
              title: t('columns.completed'),
              data: scores.map((score) => ({ x: score.label, y: score.completed })),
              valueFormatter: (value: number) => count(value, language),
            },
          ]}
          xDomain={scores.map((score) => score.label)}
          xScaleType="categorical"
          horizontalBars
          yTickFormatter={(value) => count(value, language)}
          xTitle={t('columns.keeper')}
          yTitle={t('columns.completed')}
          ariaLabel={title}
          ariaDescription={t('charts.keepersNote')}
          height={Math.max(160, scores.length * 36)}
          hideFilter
          hideLegend
          empty={t('charts.empty')}
        />
      </Container>
      <Table
        header={<Header variant="h2">{t('keepersTable')}</Header>}
        ariaLabels={{ tableLabel: t('keepersTable') }}
        columnDefinitions={columns}
        items={sorted}
        sortingColumn={sorting.column}
        sortingDescending={sorting.descending}
        onSortingChange={({ detail }) =>
          setSorting({ column: detail.sortingColumn, descending: detail.isDescending ?? false })
        }
        empty={t('charts.empty')}
        wrapLines
      />
    </Grid>
  );
}
