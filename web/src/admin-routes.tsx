/** The admin's audit log page (issue 34), a lazy chunk of its own, inside the shell, for admins only. */
import { lazy } from 'react';

import { RequireRole } from './guards';

const AuditLog = lazy(() => import('./pages/audit/audit-log'));

export const auditLogPage = (
  <RequireRole roles={['admin']}>
    <AuditLog />
  </RequireRole>
);
