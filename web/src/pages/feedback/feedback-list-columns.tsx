/** A feedback list's columns; who gave or received it shows only to those who may not know already. */
import type { TableProps } from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';

import type { FeedbackItem, Role } from '#shared/domain';

import { formatDate } from '../../components/format';
import type { FeedbackKind } from './feedback-list';
import { callsForReclean, RecleanButton } from './reclean-button';
import { Stars } from './stars';

export function useFeedbackListColumns(
  kind: FeedbackKind,
  role: Role,
): TableProps.ColumnDefinition<FeedbackItem>[] {
  const { t, i18n } = useTranslation(['feedback', 'dashboard', 'inspections']);
  const language = i18n.language;
  const all: (TableProps.ColumnDefinition<FeedbackItem> & { roles?: Role[] })[] = [
    {
      id: 'given',
      header: t('columns.given'),
      cell: (item) => formatDate(item.createdAt.slice(0, 10), language),
      sortingField: 'createdAt',
    },
    {
      id: 'cleaning',
      header: t('columns.cleaning'),
      cell: (item) => `${formatDate(item.date, language)} ${item.time}`,
      sortingField: 'date',
    },
    {
      id: 'room',
      header: t('dashboard:columns.room'),
      cell: (item) => t('columns.roomFloor', { room: item.room, floor: item.floor }),
      sortingField: 'room',
    },
    {
      id: 'student',
      header: t('columns.student'),
      cell: (item) => item.studentName,
      roles: ['admin', 'roomkeeper'],
    },
    {
      id: 'keeper',
      header: t('dashboard:columns.roomkeeper'),
      cell: (item) => item.roomkeeper,
      roles: ['admin', 'student'],
    },
    {
      id: 'rating',
      header: t('columns.rating'),
      cell: (item) => <Stars value={item.rating} />,
      sortingField: 'rating',
    },
    { id: 'message', header: t(`columns.message.${kind}`), cell: (item) => item.message },
    // A low rating or a complaint: the admin's one-tap re-clean (issue 32).
    ...(kind === 'suggestions'
      ? []
      : [
          {
            id: 'reclean',
            header: t('inspections:feedback.column'),
            cell: (item: FeedbackItem) => (callsForReclean(item) ? <RecleanButton item={item} /> : null),
            roles: ['admin' as const],
          },
        ]),
  ];
  return all.filter((column) => !column.roles || column.roles.includes(role));
}
