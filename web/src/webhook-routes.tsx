/** The admin's Webhooks page (issue 34), a lazy chunk inside the shell (app.tsx stays within its length). */
import { lazy } from 'react';

import { RequireRole } from './guards';

const WebhooksPage = lazy(() => import('./pages/webhooks/webhooks-page'));

export const webhooksPage = (
  <RequireRole roles={['admin']}>
    <WebhooksPage />
  </RequireRole>
);
