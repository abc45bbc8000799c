/**
 * What a student may still do with an open request (issue 28): until the hostel's cutoff, Change date/time
 * and, once it is Scheduled, Cancel (a Pending one has the spec's Delete); after the cutoff, a line that
 * says until when changes were taken, instead of buttons the server would refuse. A started cleaning
 * offers nothing. The same on the table's rows and on the phone's cards.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import type { StudentRequest } from '#shared/domain';
import { pastChangeCutoff, type RequestRules } from '#shared/request-rules';
import { canTransition } from '#shared/status';
import { formatDate } from '#web/components/format';

export type ChangeKind = 'cancel' | 'reschedule';

export interface ChangeActionsProps {
  row: StudentRequest;
  /** The hostel's rules (cutoff and clock); nothing is offered until they are read. */
  rules: Pick<RequestRules, 'timeZone' | 'changeCutoffHours'> | undefined;
  onChange(kind: ChangeKind, request: StudentRequest): void;
  /** On a card: one button a row, the full width. */
  stacked?: boolean;
}

export function ChangeActions({ row, rules, onChange, stacked = false }: ChangeActionsProps) {
  const { t, i18n } = useTranslation('dashboard');
  if (!rules || !canTransition('reschedule', row.requestStatus) || row.startedAt) return null;
  if (pastChangeCutoff(row, rules, new Date()))
    return (
      <Box variant="small" color="text-body-secondary">
        {t('change.closed', { count: rules.changeCutoffHours })}
      </Box>
    );
  const date = formatDate(row.date, i18n.language);
  return (
    <SpaceBetween direction={stacked ? 'vertical' : 'horizontal'} size="xs">
      <Button
        fullWidth={stacked}
        ariaLabel={t('change.studentLabel', { date })}
        onClick={() => onChange('reschedule', row)}
      >
        {t('change.button')}
      </Button>
      {canTransition('cancel', row.requestStatus) && row.requestStatus === 'Scheduled' && (
        <Button
          fullWidth={stacked}
          ariaLabel={t('change.cancelLabel', { date })}
          onClick={() => onChange('cancel', row)}
        >
          {t('change.cancel')}
        </Button>
      )}
    </SpaceBetween>
  );
}
