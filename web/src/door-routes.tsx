/**
 * The pages of door codes (issue 33), each a lazy chunk: the door a scanned code opens (inside the shell,
 * for every signed-in role) and the admin's print sheet, outside the shell so that it prints as it is.
 */
import { lazy } from 'react';

import { RequireRole, RequireSession } from './guards';

const DoorPage = lazy(() => import('./pages/doors/door-page'));
const DoorSheetPage = lazy(() => import('./pages/doors/door-sheet-page'));

export const doorPage = <DoorPage />;

export const doorSheetPage = (
  <RequireSession>
    <RequireRole roles={['admin']}>
      <DoorSheetPage />
    </RequireRole>
  </RequireSession>
);
