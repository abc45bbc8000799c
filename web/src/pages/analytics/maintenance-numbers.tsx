/**
 * The hostel's maintenance reports by category (issue 32): how many were reported and fixed, and the mean
 * time from report to fix, from one read of the hostel's counters (all time, not the range chosen above).
 */
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { callApi } from '../../api/client';
import { useApiQuery } from '../../hooks/use-api-query';

export function MaintenanceNumbers() {
  const { t, i18n } = useTranslation(['analytics', 'maintenance']);
  const load = useCallback(async () => (await callApi('maintenanceStats')).data, []);
  const { data, loading } = useApiQuery(load);
  const hours = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <Container
      header={
        <Header variant="h2" description={t('maintenance.description')}>
          {t('maintenance.title')}
        </Header>
      }
    >
      <Table
        variant="embedded"
        ariaLabels={{ tableLabel: t('maintenance.title') }}
        loading={loading}
        loadingText={t('maintenance.loading')}
        items={data?.categories ?? []}
        trackBy="category"
        columnDefinitions={[
          {
            id: 'category',
            header: t('maintenance.category'),
            cell: (row) => t(`maintenance:category.${row.category}`),
          },
          { id: 'reported', header: t('maintenance.reported'), cell: (row) => row.reported },
          { id: 'fixed', header: t('maintenance.fixed'), cell: (row) => row.fixed },
          {
            id: 'meanFix',
            header: t('maintenance.meanFix'),
            cell: (row) =>
              row.meanFixMinutes === undefined
                ? '—'
                : t('maintenance.hours', { hours: hours.format(row.meanFixMinutes / 60) }),
          },
        ]}
      />
    </Container>
  );
}
