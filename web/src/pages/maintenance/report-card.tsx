/**
 * One maintenance report as a card section (issue 32): where, what, how urgent, who it is given to, the
 * admin's note, the reporter's photos (signed links, a quarter of an hour) and its short history. The same on a phone and a desktop, for the reporter and the admin.
 */
import Box from '@cloudscape-design/components/box';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { MaintenanceStatus } from '#shared/maintenance';
import { TimelinePhotos } from '#web/photos/timeline-photos';

import type { DataOf } from '../../api/client';

export type Report = DataOf<'maintenanceReport'>['report'];

/** A moment in the reader's language, short. */
export const formatWhen = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

const indicatorOf: Record<MaintenanceStatus, StatusIndicatorProps.Type> = {
  new: 'pending',
  inProgress: 'in-progress',
  fixed: 'success',
  wontFix: 'stopped',
};

export function ReportStatus({ status }: { status: MaintenanceStatus }) {
  const { t } = useTranslation('maintenance');
  return <StatusIndicator type={indicatorOf[status]}>{t(`status.${status}`)}</StatusIndicator>;
}

/** The card's header text: the room. */
export function useReportTitle() {
  const { t } = useTranslation('maintenance');
  return (report: Report) => t('card.room', { number: report.number, building: report.building });
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Box variant="awsui-key-label">{label}</Box>
      <div>{children}</div>
    </div>
  );
}

export function ReportDetails({ report }: { report: Report }) {
  const { t, i18n } = useTranslation('maintenance');
  const when = (iso: string) => formatWhen(iso, i18n.language);
  return (
    <SpaceBetween size="s">
      <Box variant="p">{report.text}</Box>
      <Box variant="small">
        {t('card.reported', { name: report.reporterName, when: when(report.createdAt) })}
      </Box>
      <Field label={t('card.status')}>
        <ReportStatus status={report.status} />
      </Field>
      <Field label={t('card.category')}>{t(`category.${report.category}`)}</Field>
      <Field label={t('card.urgency')}>
        {report.urgency === 'urgent' ? (
          <StatusIndicator type="warning">{t('urgency.urgent')}</StatusIndicator>
        ) : (
          t(`urgency.${report.urgency}`)
        )}
      </Field>
      {report.assignee && <Field label={t('card.assignee')}>{report.assignee}</Field>}
      {report.note && <Field label={t('card.note')}>{report.note}</Field>}
      {report.photos && report.photos.length > 0 && (
        <TimelinePhotos
          photos={report.photos}
          heading={t('card.photos')}
          altOf={(number) => t('card.photo', { number })}
        />
      )}
      <ExpandableSection headerText={t('card.history')} variant="footer">
        <ul>
          {report.history
            .slice()
            .reverse()
            .map((entry) => (
              <li key={`${entry.at}#${entry.status}`}>
                {t('card.historyEntry', {
                  when: when(entry.at),
                  name: entry.byName,
                  status: t(`status.${entry.status}`),
                })}
                {entry.assignee ? ` · ${t('card.assignee')}: ${entry.assignee}` : ''}
                {entry.note ? ` · ${entry.note}` : ''}
              </li>
            ))}
        </ul>
        {report.olderEntries ? (
          <Box variant="small">{t('card.older', { count: report.olderEntries })}</Box>
        ) : null}
      </ExpandableSection>
    </SpaceBetween>
  );
}
