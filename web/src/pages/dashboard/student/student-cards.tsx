/**
 * The student's open requests on a phone (issue 28: below 688 px the table scrolled sideways with the
 * status off screen), one card each as the keeper's are: the status first, then the roomkeeper with
 * tap-to-call and tap-to-mail (or that none is assigned), the date and time, and Delete while the request
 * may still be deleted. Same data and the same actions as the table's columns.
 */
import './student-cards.css';

import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { StudentRequest } from '#shared/domain';
import { canTransition } from '#shared/status';
import { formatDate } from '#web/components/format';
import { RequestStatusIndicator } from '#web/components/request-status';
import { UserAvatar } from '#web/components/user-avatar';

import { ChangeActions, type ChangeActionsProps } from './change-actions';

interface StudentCardsProps {
  rows: readonly StudentRequest[] | undefined;
  /** What the table's header carries beside its title (Create Request). */
  actions?: ReactNode;
  /** What shows when nothing is open (the table's empty state). */
  empty: ReactNode;
  onDelete(request: StudentRequest): void;
  /** Change date/time and Cancel until the hostel's cutoff (issue 28). */
  change?: Omit<ChangeActionsProps, 'row' | 'stacked'>;
}

export function StudentCards({ rows, actions, empty, onDelete, change }: StudentCardsProps) {
  const { t } = useTranslation('dashboard');
  return (
    <section aria-label={t('student.table')}>
      <SpaceBetween size="s">
        <Header variant="h2" counter={rows ? `(${rows.length})` : undefined} actions={actions}>
          {t('student.table')}
        </Header>
        {rows && rows.length === 0 && (
          <Box textAlign="center" color="inherit" padding="m">
            {empty}
          </Box>
        )}
        {rows && rows.length > 0 && (
          <ul className="block-list">
            {rows.map((row) => (
              <li key={row._id}>
                <StudentCard row={row} onDelete={onDelete} change={change} />
              </li>
            ))}
          </ul>
        )}
      </SpaceBetween>
    </section>
  );
}

function StudentCard({
  row,
  onDelete,
  change,
}: {
  row: StudentRequest;
  onDelete(request: StudentRequest): void;
  change: StudentCardsProps['change'];
}) {
  const { t, i18n } = useTranslation('dashboard');
  const date = formatDate(row.date, i18n.language);
  const keeper = row.roomkeeper;
  return (
    <Container
      header={
        <Header variant="h3" description={`${date} · ${row.time}`}>
          <RequestStatusIndicator status={row.requestStatus} startedAt={row.startedAt} />
        </Header>
      }
    >
      <SpaceBetween size="s">
        {keeper ? (
          <div className="student-card__keeper">
            <UserAvatar name={keeper} image={row.profileimg} />
            <Box fontWeight="bold">{keeper}</Box>
          </div>
        ) : (
          <Box color="text-body-secondary">{t('student.noKeeper')}</Box>
        )}
        {keeper && (row.phone || row.email) && (
          <div className="student-card__contact">
            {row.phone && (
              <Link href={`tel:${row.phone}`} ariaLabel={t('keeper.call', { name: keeper })}>
                {row.phone}
              </Link>
            )}
            {row.email && (
              <Link href={`mailto:${row.email}`} ariaLabel={t('keeper.mail', { name: keeper })}>
                {row.email}
              </Link>
            )}
          </div>
        )}
        {canTransition('delete', row.requestStatus) && (
          <div className="student-card__actions">
            <Button
              fullWidth
              iconName="remove"
              ariaLabel={t('delete.label', { date })}
              onClick={() => onDelete(row)}
            >
              {t('columns.delete')}
            </Button>
          </div>
        )}
        {change && (
          <div className="student-card__actions">
            <ChangeActions row={row} {...change} stacked />
          </div>
        )}
      </SpaceBetween>
    </Container>
  );
}
