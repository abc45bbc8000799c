/**
 * /analytics (admins and roomkeepers, issue 16): the hostel's numbers — or a keeper's own — over the chosen
 * days, as Cloudscape charts with their numbers as tables, and the days as a CSV. A lazy route chunk: the
 * dashboards never load the charts.
 */
import Button from '@cloudscape-design/components/button';
import type { DateRangePickerProps } from '@cloudscape-design/components/date-range-picker';
import FormField from '@cloudscape-design/components/form-field';
import Grid from '@cloudscape-design/components/grid';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import type { TFunction } from 'i18next';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { AnalyticsAnswer } from '#shared/answers/analytics';

import { callApi } from '../../api/client';
import { useHostelToday } from '../../components/hostel-today';
import { useNotify } from '../../components/notifications';
import { PageLayout } from '../../components/page-layout';
import { useApiQuery } from '../../hooks/use-api-query';
import { FloorsChart, RequestsChart, requestSeries, TimesChart, WaitsChart } from './analytics-charts';
import { AnalyticsRange, datesOf, defaultRange } from './analytics-range';
import { EffortTables } from './effort-tables';
import { KeeperScores } from './keeper-scores';
import { MaintenanceNumbers } from './maintenance-numbers';
import { PassRates } from './pass-rates';

/** The days as a CSV file: ISO dates, counts and the waits in minutes. */
async function downloadDays(answer: AnalyticsAnswer, t: TFunction<'analytics'>) {
  const { saveCsv, toCsv } = await import('../../export/csv');
  type Day = AnalyticsAnswer['days'][number];
  const text = toCsv<Day>(
    [
      { header: t('columns.date'), value: (day) => day.date },
      ...requestSeries.map((name) => ({ header: t(`series.${name}`), value: (day: Day) => day[name] })),
      { header: t('charts.allotMedian'), value: (day) => day.allotWait.median },
      { header: t('charts.allotP90'), value: (day) => day.allotWait.p90 },
      { header: t('charts.completeMedian'), value: (day) => day.completeWait.median },
      { header: t('charts.completeP90'), value: (day) => day.completeWait.p90 },
    ],
    answer.days,
  );
  saveCsv(`analytics-${answer.from}-${answer.to}.csv`, text);
}

export default function AnalyticsPage() {
  const { t } = useTranslation('analytics');
  const notify = useNotify();
  const [range, setRange] = useState<DateRangePickerProps.Value | null>(defaultRange);
  const dates = datesOf(range, useHostelToday());
  const from = dates?.from;
  const to = dates?.to;
  const load = useCallback(
    async () => (await callApi('analytics', { query: { from: from ?? '', to: to ?? '' } })).data,
    [from, to],
  );
  const answer = useApiQuery(from && to ? load : undefined, notify.error);
  const data = answer.data;

  return (
    <PageLayout
      title={t('title')}
      description={data?.scope === 'keeper' ? t('descriptionKeeper') : t('description')}
    >
      <SpaceBetween size="l">
        {/* Beside the range rather than in the header, where the shell's Today button would cover it on a phone. */}
        <SpaceBetween direction="horizontal" size="s" alignItems="end">
          <FormField label={t('range.label')}>
            <AnalyticsRange value={range} onChange={setRange} />
          </FormField>
          <Button
            iconName="download"
            disabled={!data}
            onClick={() => {
              if (data) downloadDays(data, t).catch(notify.error);
            }}
          >
            {t('download')}
          </Button>
        </SpaceBetween>
        {!data ? (
          answer.loading && <Spinner size="large" />
        ) : (
          <SpaceBetween size="l">
            <RequestsChart days={data.days} />
            <WaitsChart answer={data} />
            {data.scope === 'hostel' && <KeeperScores keepers={data.keepers} />}
            {data.scope === 'hostel' && data.inspections && <PassRates inspections={data.inspections} />}
            <EffortTables answer={data} />
            <Grid gridDefinition={[{ colspan: { default: 12, m: 6 } }, { colspan: { default: 12, m: 6 } }]}>
              <FloorsChart floors={data.floors} />
              <TimesChart times={data.times} />
            </Grid>
            {data.scope === 'hostel' && <MaintenanceNumbers />}
          </SpaceBetween>
        )}
      </SpaceBetween>
    </PageLayout>
  );
}
