/** The user list's columns: who and how to reach them, then a student's room or a keeper's rating and work. */
import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';

import type { ManagedRoomkeeper, ManagedStudent } from '#shared/domain';

import { UserAvatar } from '../../components/user-avatar';
import { Stars } from '../feedback/stars';
import type { ManagedRole } from './add-user-dialog';

export type Row = ManagedStudent | ManagedRoomkeeper;
const isKeeper = (row: Row): row is ManagedRoomkeeper => 'ratingCount' in row;

export function useUserTableColumns(role: ManagedRole): TableProps.ColumnDefinition<Row>[] {
  const { t } = useTranslation('users');
  const contact: TableProps.ColumnDefinition<Row>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      cell: (row) => (
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <UserAvatar name={row.name} />
          <Box>{row.name}</Box>
        </SpaceBetween>
      ),
    },
    {
      id: 'email',
      header: t('columns.email'),
      cell: (row) => <Link href={`mailto:${row.email}`}>{row.email}</Link>,
    },
    { id: 'phone', header: t('columns.phone'), cell: (row) => row.phone || '–' },
  ];
  const byRole: TableProps.ColumnDefinition<Row>[] =
    role === 'student'
      ? [
          { id: 'room', header: t('columns.room'), cell: (row) => ('room' in row && row.room) || '–' },
          { id: 'floor', header: t('columns.floor'), cell: (row) => ('floor' in row && row.floor) || '–' },
        ]
      : [
          {
            id: 'rating',
            header: t('columns.rating'),
            cell: (row) =>
              isKeeper(row) && row.ratingAverage !== null ? (
                <SpaceBetween direction="horizontal" size="xxs" alignItems="center">
                  <Stars value={Math.round(row.ratingAverage)} />
                  <Box variant="small">
                    {t('ratingSummary', { average: row.ratingAverage, count: row.ratingCount })}
                  </Box>
                </SpaceBetween>
              ) : (
                <Box color="text-body-secondary">{t('notRated')}</Box>
              ),
          },
          {
            id: 'completed',
            header: t('columns.completed'),
            cell: (row) => (isKeeper(row) ? row.completed : ''),
          },
          {
            id: 'capacity',
            header: t('columns.capacity'),
            cell: (row) => (
              <>
                {isKeeper(row) && row.capacityMinutes !== undefined ? (
                  t('capacity.own', { minutes: row.capacityMinutes })
                ) : (
                  <Box color="text-body-secondary">{t('capacity.hostelsShort')}</Box>
                )}
                {isKeeper(row) && row.building !== undefined && (
                  <Box variant="small" display="block">
                    {t('capacity.keeps', { building: row.building })}
                  </Box>
                )}
              </>
            ),
          },
        ];
  return [...contact, ...byRole];
}
