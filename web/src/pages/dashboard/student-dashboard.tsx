/**
 * Student dashboard (spec §2): own counters and own open requests, with the roomkeeper's picture and
 * contact once one is allotted; a pending request can be deleted. With nothing open, a link leads to
 * /clean-requests to create one.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { StudentRequest } from '#shared/domain';
import { canTransition } from '#shared/status';

import { callApi } from '../../api/client';
import { formatDate } from '../../components/format';
import { RequestStatusIndicator } from '../../components/request-status';
import { UserAvatar } from '../../components/user-avatar';
import { useFollow } from '../../hooks/use-follow';
import { paths } from '../../paths';
import { CounterCards } from './counter-cards';
import { RequestTable } from './request-table';
import { useDashboard } from './use-dashboard';

// The dialogs load when first opened, so the dashboard itself downloads only its table and cards.
const DeleteDialog = lazy(() =>
  import('./delete-dialog').then((module) => ({ default: module.DeleteDialog })),
);

export default function StudentDashboard() {
  const { t, i18n } = useTranslation('dashboard');
  const onFollow = useFollow();
  const [deleting, setDeleting] = useState<StudentRequest>();
  const load = useCallback(async () => (await callApi('studentDashboard')).data, []);
  const { data, loading, reload } = useDashboard(load);
  const close = useCallback(() => setDeleting(undefined), []);
  const done = useCallback(() => {
    setDeleting(undefined);
    reload();
  }, [reload]);

  const createButton = (
    <Button href={paths.cleanRequests} onFollow={onFollow} variant="primary">
      {t('student.create')}
    </Button>
  );
  const columns: TableProps.ColumnDefinition<StudentRequest>[] = [
    {
      id: 'roomkeeper',
      header: t('columns.roomkeeper'),
      minWidth: 190,
      cell: (row) =>
        row.roomkeeper ? (
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <UserAvatar name={row.roomkeeper} image={row.profileimg} />
            <Box>{row.roomkeeper}</Box>
          </SpaceBetween>
        ) : (
          <Box color="text-body-secondary">{t('student.noKeeper')}</Box>
        ),
    },
    {
      id: 'contact',
      header: t('columns.contact'),
      cell: (row) =>
        row.email || row.phone ? (
          <SpaceBetween size="xxxs">
            {row.email && <Link href={`mailto:${row.email}`}>{row.email}</Link>}
            {row.phone && <Link href={`tel:${row.phone}`}>{row.phone}</Link>}
          </SpaceBetween>
        ) : (
          t('student.notAvailable')
        ),
    },
    {
      id: 'date',
      header: t('columns.date'),
      minWidth: 130,
      cell: (row) => formatDate(row.date, i18n.language),
    },
    { id: 'time', header: t('columns.timeRequested'), cell: (row) => row.time },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (row) => <RequestStatusIndicator status={row.requestStatus} />,
    },
    {
      id: 'delete',
      header: t('columns.delete'),
      cell: (row) =>
        canTransition('delete', row.requestStatus) ? (
          <Button
            variant="icon"
            iconName="remove"
            ariaLabel={t('delete.label', { date: formatDate(row.date, i18n.language) })}
            onClick={() => setDeleting(row)}
          />
        ) : null,
    },
  ];

  return (
    <ContentLayout header={<Header variant="h1">{t('student.title')}</Header>}>
      <SpaceBetween size="l">
        <CounterCards
          counters={[
            { label: t('student.requests'), value: data?.requests, href: paths.cleanRequests },
            { label: t('student.scheduled'), value: data?.scheduled },
            { label: t('student.completed'), value: data?.completed },
          ]}
        />
        <RequestTable
          title={t('student.table')}
          rows={data?.data}
          loading={loading}
          columns={columns}
          trackBy={(row) => row._id}
          actions={data && data.data.length > 0 ? createButton : undefined}
          empty={
            <SpaceBetween size="s" alignItems="center">
              <Box color="inherit">{t('student.empty')}</Box>
              {createButton}
            </SpaceBetween>
          }
        />
      </SpaceBetween>
      <Suspense fallback={null}>
        {deleting && <DeleteDialog request={deleting} onDismiss={close} onDone={done} />}
      </Suspense>
    </ContentLayout>
  );
}
