/**
 * The pages inside the shell, past approval, besides the dashboards and the requests list (which
 * `app.tsx` preloads on a first visit): one row each — its path, the roles that may open it (none: every
 * signed-in role) and its lazy chunk. A page of another role redirects home (`RequireRole`).
 */
import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

import type { Role } from '#shared/domain';

import { paths } from './paths';

interface ShellPage {
  path: string;
  roles?: Role[];
  Page: LazyExoticComponent<ComponentType>;
}

const loadMaintenance = () => import('./pages/maintenance/maintenance-pages');

export const shellPages: ShellPage[] = [
  // Feedback pages are reachable by every role; the menu shows them to keepers and admins (spec §6).
  { path: paths.ratings, Page: lazy(() => import('./pages/feedback/ratings')) },
  { path: paths.complaints, Page: lazy(() => import('./pages/feedback/complaints')) },
  { path: paths.suggestions, Page: lazy(() => import('./pages/feedback/suggestions')) },
  {
    path: paths.manageStudents,
    roles: ['admin'],
    Page: lazy(() => import('./pages/manage/manage-students')),
  },
  {
    path: paths.manageRoomkeepers,
    roles: ['admin'],
    Page: lazy(() => import('./pages/manage/manage-roomkeepers')),
  },
  { path: paths.daySheet, roles: ['admin'], Page: lazy(() => import('./pages/manage/day-sheet')) },
  {
    path: paths.analytics,
    roles: ['admin', 'roomkeeper'],
    Page: lazy(() => import('./pages/analytics/analytics-page')),
  },
  { path: paths.auditLog, roles: ['admin'], Page: lazy(() => import('./pages/audit/audit-log')) },
  { path: paths.settings, roles: ['admin'], Page: lazy(() => import('./pages/settings/hostel-settings')) },
  { path: paths.webhooks, roles: ['admin'], Page: lazy(() => import('./pages/webhooks/webhooks-page')) },
  { path: paths.rooms, roles: ['admin'], Page: lazy(() => import('./pages/rooms/rooms-page')) },
  {
    path: paths.roomBoard,
    roles: ['admin', 'roomkeeper'],
    Page: lazy(() => import('./pages/room-board/room-board-page')),
  },
  {
    path: paths.room(':roomId'),
    roles: ['admin', 'roomkeeper'],
    Page: lazy(() => import('./pages/room-board/room-page')),
  },
  {
    path: paths.inspect(':requestId'),
    roles: ['admin'],
    Page: lazy(() => import('./pages/inspections/inspect-page')),
  },
  { path: paths.recurring, roles: ['admin'], Page: lazy(() => import('./pages/recurring/recurring-page')) },
  // The three pages of maintenance reports share one chunk (`maintenance-pages.ts`).
  {
    path: paths.maintenance,
    roles: ['admin'],
    Page: lazy(() => loadMaintenance().then((m) => ({ default: m.MaintenanceBoardPage }))),
  },
  {
    path: paths.myReports,
    Page: lazy(() => loadMaintenance().then((m) => ({ default: m.MyReportsPage }))),
  },
  {
    path: paths.reportProblem(),
    Page: lazy(() => loadMaintenance().then((m) => ({ default: m.ReportProblemPage }))),
  },
  { path: paths.builder, Page: lazy(() => import('./pages/builder/layout-builder')) },
  // The door a scanned code opens, for every signed-in role (issue 33).
  { path: paths.door(':code'), Page: lazy(() => import('./pages/doors/door-page')) },
];
