/**
 * /maintenance (issue 32): the admin's maintenance board, one tab per status, each one Query page of its
 * column at a time; Change moves a report, gives it to someone or adds a note (its reporter is told), and
 * Download CSV saves the column shown. Reloads when the hostel's stamp moves.
 */
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { type MaintenanceStatus, maintenanceStatuses, openMaintenanceStatuses } from '#shared/maintenance';

import { callApi } from '../../api/client';
import { useNotify } from '../../components/notifications';
import { PageLayout } from '../../components/page-layout';
import { CsvDownload } from '../../export/csv-download';
import { useCursorPages } from '../../hooks/use-cursor-pages';
import { useOnChange } from '../../live';
import { ServiceDialog } from '../rooms/service-dialog';
import { ChangeDialog } from './change-dialog';
import { maintenanceCsvColumns } from './maintenance-csv-columns';
import type { Report } from './report-card';
import { ReportCards } from './report-cards';

interface ColumnProps {
  status: MaintenanceStatus;
  onChange: (report: Report) => void;
  onTakeOut: (report: Report) => void;
}

/** An urgent problem still open may take its room out of service, which pauses its recurring cleans. */
const mayTakeOut = (report: Report) =>
  report.urgency === 'urgent' && openMaintenanceStatuses.includes(report.status);

function Column({ status, onChange, onTakeOut }: ColumnProps) {
  const { t } = useTranslation('maintenance');
  const notify = useNotify();
  const fetchPage = useCallback(
    async (cursor: string | undefined) =>
      (await callApi('maintenanceBoard', { query: { status, cursor } })).data,
    [status],
  );
  const pages = useCursorPages(fetchPage, notify.error);
  useOnChange(pages.reload);
  return (
    <ReportCards
      pages={pages}
      label={t(`status.${status}`)}
      empty={t('board.empty')}
      action={(report) => (
        <SpaceBetween direction="horizontal" size="xs">
          <Button
            onClick={() => onChange(report)}
            ariaLabel={t('board.changeLabel', { room: report.number })}
          >
            {t('board.change')}
          </Button>
          {mayTakeOut(report) && (
            <Button
              onClick={() => onTakeOut(report)}
              ariaLabel={t('board.takeOutLabel', { room: report.number })}
            >
              {t('board.takeOut')}
            </Button>
          )}
        </SpaceBetween>
      )}
    />
  );
}

export default function MaintenanceBoardPage() {
  const { t } = useTranslation('maintenance');
  const [status, setStatus] = useState<MaintenanceStatus>('new');
  const [changing, setChanging] = useState<Report>();
  const [takingOut, setTakingOut] = useState<Report>();
  // A saved change moves the report: the stamp's poll reloads the columns, this one at once.
  const [shown, setShown] = useState(0);
  return (
    <PageLayout
      title={t('board.title')}
      description={t('board.description')}
      actions={
        <CsvDownload
          fileName={`${t('board.title')} ${t(`status.${status}`)}.csv`}
          columns={maintenanceCsvColumns(t)}
          fetchPage={async (cursor, limit) =>
            (await callApi('maintenanceBoard', { query: { status, cursor, limit } })).data
          }
        />
      }
    >
      <Tabs
        ariaLabel={t('board.tabs')}
        activeTabId={status}
        onChange={({ detail }) => setStatus(detail.activeTabId as MaintenanceStatus)}
        tabs={maintenanceStatuses.map((id) => ({
          id,
          label: t(`status.${id}`),
          content:
            id === status ? (
              <Column key={`${id}#${shown}`} status={id} onChange={setChanging} onTakeOut={setTakingOut} />
            ) : null,
        }))}
      />
      {takingOut && (
        <ServiceDialog
          room={{ id: takingOut.roomId, number: takingOut.number, inService: true }}
          onDismiss={() => setTakingOut(undefined)}
          onDone={() => setTakingOut(undefined)}
        />
      )}
      {changing && (
        <ChangeDialog
          report={changing}
          onDismiss={() => setChanging(undefined)}
          onDone={() => {
            setChanging(undefined);
            setShown((n) => n + 1);
          }}
        />
      )}
    </PageLayout>
  );
}
