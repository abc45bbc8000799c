/**
 * The analytics charts, each with its numbers as a table beneath (`NumbersTable`): requests per day,
 * waiting times (median and 90th percentile, per day or per week), busiest floors and busiest requested
 * times. Cloudscape's own charts only; their built-in texts come from its I18nProvider.
 */
import BarChart from '@cloudscape-design/components/bar-chart';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import LineChart from '@cloudscape-design/components/line-chart';
import PieChart from '@cloudscape-design/components/pie-chart';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import type { AnalyticsAnswer } from '#shared/answers/analytics';

import { count, longDay, minutes, shortDay, wholeCount } from './analytics-format';
import { NumbersTable } from './numbers-table';

type Day = AnalyticsAnswer['days'][number];
export const requestSeries = ['created', 'allotted', 'completed', 'rejected', 'turnedBack'] as const;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Container header={<Header variant="h2">{title}</Header>}>
      <SpaceBetween size="m">{children}</SpaceBetween>
    </Container>
  );
}

export function RequestsChart({ days }: { days: readonly Day[] }) {
  const { t, i18n } = useTranslation('analytics');
  const language = i18n.language;
  const title = t('charts.requests');
  return (
    <Section title={title}>
      <BarChart
        series={requestSeries.map((name) => ({
          type: 'bar' as const,
          title: t(`series.${name}`),
          data: days.map((day) => ({ x: day.date, y: day[name] })),
          valueFormatter: (value: number) => count(value, language),
        }))}
        xDomain={days.map((day) => day.date)}
        xScaleType="categorical"
        xTickFormatter={(date) => shortDay(String(date), language)}
        yTickFormatter={(value) => wholeCount(value, language)}
        xTitle={t('columns.date')}
        yTitle={t('columns.requests')}
        ariaLabel={title}
        height={260}
        hideFilter
      />
      <NumbersTable
        caption={title}
        rows={days}
        columns={[
          { id: 'date', header: t('columns.date'), cell: (day) => longDay(day.date, language) },
          ...requestSeries.map((name) => ({
            id: name,
            header: t(`series.${name}`),
            cell: (day: Day) => count(day[name], language),
          })),
        ]}
      />
    </Section>
  );
}

interface WaitPoint {
  label: string;
  key: string;
  allotWait: Day['allotWait'];
  completeWait: Day['completeWait'];
}
const waitLines = [
  ['allotMedian', 'allotWait', 'median'],
  ['allotP90', 'allotWait', 'p90'],
  ['completeMedian', 'completeWait', 'median'],
  ['completeP90', 'completeWait', 'p90'],
] as const;

/** Median and 90th percentile of both waits: per day for a month or less, per week beyond. */
export function WaitsChart({ answer }: { answer: AnalyticsAnswer }) {
  const { t, i18n } = useTranslation('analytics');
  const language = i18n.language;
  const perDay = answer.days.length <= 31;
  const points: WaitPoint[] = perDay
    ? answer.days.map((day) => ({ ...day, key: day.date, label: shortDay(day.date, language) }))
    : answer.weeks.map((week) => ({
        ...week,
        key: week.monday,
        label: t('columns.weekOf', { date: shortDay(week.monday, language) }),
      }));
  const title = perDay ? t('charts.waitsPerDay') : t('charts.waitsPerWeek');
  const labels = new Map(points.map((point) => [point.key, point.label]));
  return (
    <Section title={title}>
      <LineChart
        series={waitLines.map(([name, wait, measure]) => ({
          type: 'line' as const,
          title: t(`charts.${name}`),
          data: points.flatMap((point) => {
            const value = point[wait][measure];
            return value === undefined ? [] : [{ x: point.key, y: value }];
          }),
          valueFormatter: (value: number) => minutes(value, language),
        }))}
        xDomain={points.map((point) => point.key)}
        xScaleType="categorical"
        xTickFormatter={(key) => labels.get(String(key)) ?? String(key)}
        yTickFormatter={(value) => minutes(value, language)}
        xTitle={perDay ? t('columns.date') : t('columns.week')}
        yTitle={t('charts.minutes')}
        ariaLabel={title}
        ariaDescription={t('charts.waitsNote')}
        height={260}
        hideFilter
      />
      <NumbersTable
        caption={title}
        rows={points}
        columns={[
          {
            id: 'when',
            header: perDay ? t('columns.date') : t('columns.week'),
            cell: (point) => point.label,
          },
          ...waitLines.map(([name, wait, measure]) => ({
            id: name,
            header: t(`charts.${name}`),
            cell: (point: WaitPoint) => minutes(point[wait][measure], language),
          })),
        ]}
      />
    </Section>
  );
}

/** Floors as shares of a pie (the eight busiest and the rest together), with every floor in the table. */
export function FloorsChart({ floors }: { floors: AnalyticsAnswer['floors'] }) {
  const { t, i18n } = useTranslation('analytics');
  const language = i18n.language;
  const title = t('charts.floors');
  const top = floors.slice(0, 8);
  const rest = floors.slice(8).reduce((sum, floor) => sum + floor.count, 0);
  const data = [
    ...top.map((floor) => ({ title: t('columns.floorNamed', { floor: floor.name }), value: floor.count })),
    ...(rest > 0 ? [{ title: t('charts.otherFloors'), value: rest }] : []),
  ];
  return (
    <Section title={title}>
      <PieChart
        data={data}
        variant="donut"
        size="medium"
        ariaLabel={title}
        hideFilter
        detailPopoverContent={(datum) => [
          { key: t('columns.requests'), value: count(datum.value, language) },
        ]}
        segmentDescription={(datum, sum) => `${count(datum.value, language)} / ${count(sum, language)}`}
        empty={t('charts.empty')}
      />
      <NumbersTable
        caption={title}
        rows={floors}
        columns={[
          { id: 'floor', header: t('columns.floor'), cell: (floor) => floor.name },
          { id: 'count', header: t('columns.requests'), cell: (floor) => count(floor.count, language) },
        ]}
      />
    </Section>
  );
}

/** Requested times of day, in the order of the day. */
export function TimesChart({ times }: { times: AnalyticsAnswer['times'] }) {
  const { t, i18n } = useTranslation('analytics');
  const language = i18n.language;
  const title = t('charts.times');
  const byTime = [...times].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <Section title={title}>
      <BarChart
        series={[
          {
            type: 'bar',
            title: t('columns.requests'),
            data: byTime.map((time) => ({ x: time.name, y: time.count })),
            valueFormatter: (value: number) => count(value, language),
          },
        ]}
        xDomain={byTime.map((time) => time.name)}
        xScaleType="categorical"
        yTickFormatter={(value) => wholeCount(value, language)}
        xTitle={t('columns.time')}
        yTitle={t('columns.requests')}
        ariaLabel={title}
        height={220}
        hideFilter
        hideLegend
        empty={t('charts.empty')}
      />
      <NumbersTable
        caption={title}
        rows={times}
        columns={[
          { id: 'time', header: t('columns.time'), cell: (time) => time.name },
          { id: 'count', header: t('columns.requests'), cell: (time) => count(time.count, language) },
        ]}
      />
    </Section>
  );
}
