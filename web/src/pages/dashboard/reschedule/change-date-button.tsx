/**
 * The admin's "Change date/time" on a Pending or Scheduled request (issue 28: the student asked by phone):
 * a button that opens the reschedule dialog for its own row, so it fits the pending table, the Scheduled
 * table and the phone cards alike. A started cleaning is not moved.
 */
import Button from '@cloudscape-design/components/button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ListedRequest } from '#shared/domain';
import { canTransition } from '#shared/status';
import { formatDate } from '#web/components/format';

// Loaded when first opened: the dashboard downloads only the button.
const RescheduleDialog = lazy(() =>
  import('./reschedule-dialog').then((module) => ({ default: module.RescheduleDialog })),
);

interface ChangeDateButtonProps {
  request: Pick<ListedRequest, '_id' | 'date' | 'time' | 'room' | 'requestStatus' | 'startedAt'>;
  /** After the move: reload what shows the request. */
  onDone(): void;
  fullWidth?: boolean;
}

export function ChangeDateButton({ request, onDone, fullWidth }: ChangeDateButtonProps) {
  const { t, i18n } = useTranslation('dashboard');
  const [open, setOpen] = useState(false);
  if (!canTransition('reschedule', request.requestStatus) || request.startedAt) return null;
  return (
    <>
      <Button
        fullWidth={fullWidth}
        ariaLabel={t('change.adminLabel', {
          room: request.room,
          date: formatDate(request.date, i18n.language),
        })}
        onClick={() => setOpen(true)}
      >
        {t('change.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <RescheduleDialog
            request={request}
            onDismiss={() => setOpen(false)}
            onDone={() => {
              setOpen(false);
              onDone();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
