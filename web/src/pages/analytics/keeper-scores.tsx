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

import type { AnalyticsAnswer } from '#shared/answers/analytics';

import { count, percent, rating, wholeCount } from './analytics-format';

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
  /** A column of one of the keepers' counts. */
  const countColumn = (
    id: 'completed' | 'complaints' | 'turnedBack',
  ): TableProps.ColumnDefinition<Score> => ({
    id,
    sortingField: id,
    header: t(`columns.${id}`),
    cell: (s) => count(s[id], language),
    sortingComparator: compareBy((s) => s[id]),
  });
  const columns: TableProps.ColumnDefinition<Score>[] = [
    {
      id: 'name',
      sortingField: 'name',
      header: t('columns.keeper'),
      cell: (s) => s.label,
      sortingComparator: compareBy((s) => s.label),
      isRowHeader: true,
    },
    countColumn('completed'),
    {
      id: 'rating',
      sortingField: 'rating',
      header: t('columns.rating'),
      cell: (s) => rating(s.rating, language),
      sortingComparator: compareBy((s) => s.rating ?? -1),
    },
    countColumn('complaints'),
    countColumn('turnedBack'),
    {
      id: 'onDay',
      sortingField: 'onDay',
      header: t('columns.onDay'),
      cell: (s) => (s.share === undefined ? '–' : percent(s.share, language)),
      sortingComparator: compareBy((s) => s.share ?? -1),
    },
  ];
  // By column id: the columns are made anew each render, so their comparators are not the same instances.
  const [sorting, setSorting] = useState({ by: 'completed', descending: true });
  const sortingColumn = columns.find((column) => column.id === sorting.by) ?? columns[1]!;
  const compare = sortingColumn.sortingComparator ?? (() => 0);
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
          yTickFormatter={(value) => wholeCount(value, language)}
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
        sortingColumn={sortingColumn}
        sortingDescending={sorting.descending}
        onSortingChange={({ detail }) =>
          setSorting({
            by: detail.sortingColumn.sortingField ?? 'completed',
            descending: detail.isDescending ?? false,
          })
        }
        empty={t('charts.empty')}
      />
    </Grid>
  );
}
