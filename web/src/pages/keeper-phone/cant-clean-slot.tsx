/** Where a page with keeper cards shows Can't clean's dialog: loaded when a keeper first opens it. */
import { lazy, Suspense } from 'react';

import type { useKeeperActions } from './use-keeper-actions';

const CantCleanDialog = lazy(() =>
  import('./cant-clean-dialog').then((module) => ({ default: module.CantCleanDialog })),
);

export function CantCleanSlot({ keeper }: { keeper: ReturnType<typeof useKeeperActions> }) {
  const request = keeper.cantClean;
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <CantCleanDialog
        request={request}
        busy={keeper.actions.busyId === request._id}
        onDismiss={keeper.closeCantClean}
        onSubmit={keeper.giveBack}
      />
    </Suspense>
  );
}
