/**
 * The student's open requests: the roomkeeper's picture and contact once one is allotted, when, the
 * status, Delete while the request may still be deleted, and Change date/time or Cancel until the cutoff.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';

import type { StudentRequest } from '#shared/domain';
import { canTransition } from '#shared/status';
import { formatDate } from '#web/components/format';
import { RequestStatusIndicator } from '#web/components/request-status';
import { UserAvatar } from '#web/components/user-avatar';

import { ChangeActions, type ChangeActionsProps } from './change-actions';

export function useStudentDashboardColumns(
  onDelete: (request: StudentRequest) => void,
  change?: Omit<ChangeActionsProps, 'row'>,
): TableProps.ColumnDefinition<StudentRequest>[] {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.language;
  return [
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
      cell: (row) => formatDate(row.date, language),
    },
    { id: 'time', header: t('columns.timeRequested'), cell: (row) => row.time },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (row) => <RequestStatusIndicator status={row.requestStatus} startedAt={row.startedAt} />,
    },
    {
      id: 'delete',
      header: t('columns.delete'),
      cell: (row) =>
        canTransition('delete', row.requestStatus) ? (
          <Button
            variant="icon"
            iconName="remove"
            ariaLabel={t('delete.label', { date: formatDate(row.date, language) })}
            onClick={() => onDelete(row)}
          />
        ) : null,
    },
    // Issue 28: Change date/time and Cancel until the hostel's cutoff, or why they are no longer offered.
    ...(change
      ? [
          {
            id: 'change',
            header: t('columns.change'),
            // Change date/time and Cancel side by side, each on one line.
            minWidth: 290,
            cell: (row: StudentRequest) => <ChangeActions row={row} {...change} />,
          },
        ]
      : []),
  ];
}
