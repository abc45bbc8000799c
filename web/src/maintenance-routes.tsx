/**
 * The pages of maintenance reports (issue 32), one lazy chunk for the three (`maintenance-pages.ts`): the
 * admin's board, anyone's own reports and the report form, inside the shell.
 */
import { lazy } from 'react';

import { RequireRole } from './guards';

const loadMaintenance = () => import('./pages/maintenance/maintenance-pages');
const MaintenanceBoardPage = lazy(() => loadMaintenance().then((m) => ({ default: m.MaintenanceBoardPage })));
const MyReportsPage = lazy(() => loadMaintenance().then((m) => ({ default: m.MyReportsPage })));
const ReportProblemPage = lazy(() => loadMaintenance().then((m) => ({ default: m.ReportProblemPage })));

export const maintenanceBoardPage = (
  <RequireRole roles={['admin']}>
    <MaintenanceBoardPage />
  </RequireRole>
);
export const myReportsPage = <MyReportsPage />;
export const reportProblemPage = <ReportProblemPage />;
