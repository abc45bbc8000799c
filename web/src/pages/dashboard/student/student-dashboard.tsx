/**
 * Student dashboard (spec §2): own counters and own open requests, with the roomkeeper's picture and
 * contact once one is allotted; a pending request can be deleted, and until the hostel's cutoff an open one
 * moved to another date or time, a scheduled one cancelled (issue 28). With nothing open, a link leads to
 * /clean-requests to create one. On a phone the requests are cards (`student-cards.tsx`). Above them, the
 * regular cleans of the student's room, to skip or move (issue 31, `../room-cleans/`).
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { StudentRequest } from '#shared/domain';
import { callApi } from '#web/api/client';
import { useApiQuery } from '#web/hooks/use-api-query';
import { useFollow } from '#web/hooks/use-follow';
import { phoneQuery, useMediaQuery } from '#web/hooks/use-media-query';
import { paths } from '#web/paths';

import { CounterCards } from '../counter-cards';
import { RequestTable } from '../request-table';
import { useDashboard } from '../use-dashboard';
import { useRowDialog } from '../use-row-dialog';
import type { ChangeKind } from './change-actions';
import { StudentCards } from './student-cards';
import { useStudentDashboardColumns } from './student-dashboard-columns';

// The dialogs load when first opened, so the dashboard itself downloads only its table and cards.
const DeleteDialog = lazy(() =>
  import('./delete-dialog').then((module) => ({ default: module.DeleteDialog })),
);
// The prompt to rate a completed cleaning (issue 28) loads after the dashboard's own content.
const RatingPrompt = lazy(() =>
  import('./rating-prompt').then((module) => ({ default: module.RatingPrompt })),
);
const CancelDialog = lazy(() =>
  import('./cancel-dialog').then((module) => ({ default: module.CancelDialog })),
);
// The room's regular cleans (issue 31) load after the dashboard, a chunk of their own.
const RoomCleans = lazy(() => import('../room-cleans/room-cleans'));
const RescheduleDialog = lazy(() =>
  import('../reschedule/reschedule-dialog').then((module) => ({ default: module.RescheduleDialog })),
);

export default function StudentDashboard() {
  const { t } = useTranslation('dashboard');
  const onFollow = useFollow();
  const [deleting, setDeleting] = useState<StudentRequest>();
  const load = useCallback(async () => (await callApi('studentDashboard')).data, []);
  const { data, loading, reload } = useDashboard(load);
  const close = useCallback(() => setDeleting(undefined), []);
  const done = useCallback(() => {
    setDeleting(undefined);
    reload();
  }, [reload]);

  // The hostel's cutoff and clock decide which open requests still offer Change date/time and Cancel.
  const loadRules = useCallback(async () => (await callApi('requestRules')).data, []);
  const rules = useApiQuery(loadRules).data;
  const changing = useRowDialog<{ kind: ChangeKind; request: StudentRequest }>(reload);
  const change = {
    rules,
    onChange: (kind: ChangeKind, request: StudentRequest) => changing.open({ kind, request }),
  };

  const createButton = (
    <Button href={paths.cleanRequests} onFollow={onFollow} variant="primary">
      {t('student.create')}
    </Button>
  );
  const columns = useStudentDashboardColumns(setDeleting, change);
  const phone = useMediaQuery(phoneQuery);
  const empty = (
    <SpaceBetween size="s" alignItems="center">
      <Box color="inherit">{t('student.empty')}</Box>
      {createButton}
    </SpaceBetween>
  );

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          actions={
            // Something broken in their room goes to the admin's maintenance board (issue 32).
            <Button href={paths.reportProblem()} onFollow={onFollow}>
              {t('student.reportProblem')}
            </Button>
          }
        >
          {t('student.title')}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Suspense fallback={null}>
          <RatingPrompt />
        </Suspense>
        <CounterCards
          counters={[
            { label: t('student.requests'), value: data?.requests, href: paths.cleanRequests },
            { label: t('student.scheduled'), value: data?.scheduled },
            { label: t('student.completed'), value: data?.completed },
          ]}
        />
        <Suspense fallback={null}>
          <RoomCleans />
        </Suspense>
        {phone ? (
          <StudentCards
            rows={data?.data}
            actions={data && data.data.length > 0 ? createButton : undefined}
            empty={empty}
            onDelete={setDeleting}
            change={change}
          />
        ) : (
          <RequestTable
            title={t('student.table')}
            rows={data?.data}
            loading={loading}
            columns={columns}
            trackBy={(row) => row._id}
            actions={data && data.data.length > 0 ? createButton : undefined}
            empty={empty}
          />
        )}
      </SpaceBetween>
      <Suspense fallback={null}>
        {deleting && <DeleteDialog request={deleting} onDismiss={close} onDone={done} />}
        {changing.dialog?.kind === 'cancel' && (
          <CancelDialog request={changing.dialog.request} onDismiss={changing.close} onDone={changing.done} />
        )}
        {changing.dialog?.kind === 'reschedule' && (
          <RescheduleDialog
            request={changing.dialog.request}
            onDismiss={changing.close}
            onDone={changing.done}
          />
        )}
      </Suspense>
    </ContentLayout>
  );
}
