/**
 * The admin dashboard's bulk actions on the selected Pending requests (issue 15): Auto-allot, or allot them
 * all to one keeper; both open the preview (`bulk-allot-dialog.tsx`, loaded when first opened).
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { maxBulkAllot } from '#shared/bulk-allot-limit';
import type { PendingRequest } from '#shared/domain';

import type { BulkMode } from './bulk-allot-dialog';

const BulkAllotDialog = lazy(() =>
  import('./bulk-allot-dialog').then((module) => ({ default: module.BulkAllotDialog })),
);

interface BulkAllotActionsProps {
  selected: PendingRequest[];
  /** After an allotment: the selection is spent and the list reloads. */
  onDone(): void;
}

export function BulkAllotActions({ selected, onDone }: BulkAllotActionsProps) {
  const { t } = useTranslation(['allotment', 'codes']);
  const [mode, setMode] = useState<BulkMode>();
  const usable = selected.length > 0 && selected.length <= maxBulkAllot;
  return (
    <SpaceBetween direction="horizontal" size="xs" alignItems="center">
      {selected.length > maxBulkAllot && <Box color="text-status-warning">{t('codes:bulk.tooMany')}</Box>}
      <Button disabled={!usable} onClick={() => setMode('one')}>
        {t('bulk.toOne')}
      </Button>
      <Button disabled={!usable} onClick={() => setMode('auto')}>
        {t('bulk.auto')}
      </Button>
      <Suspense fallback={null}>
        {mode && (
          <BulkAllotDialog
            mode={mode}
            requests={selected}
            onDismiss={() => setMode(undefined)}
            onDone={() => {
              setMode(undefined);
              onDone();
            }}
          />
        )}
      </Suspense>
    </SpaceBetween>
  );
}
