/** What the routes of `route-table/maintenance.ts` answer on success, by status (maintenance). */
import * as maintenance from '../answers/maintenance';
import type { RouteAnswers } from '../route-def';
import type { maintenanceRoutes } from '../route-table/maintenance';

export const maintenanceAnswers = {
  createMaintenanceReport: { 201: maintenance.maintenanceReportAnswer },
  myMaintenanceReports: { 200: maintenance.maintenancePage },
  maintenanceBoard: { 200: maintenance.maintenancePage },
  maintenanceStats: { 200: maintenance.maintenanceStatsAnswer },
  maintenanceReport: { 200: maintenance.maintenanceReportAnswer },
  updateMaintenanceReport: { 200: maintenance.maintenanceReportAnswer },
} as const satisfies Record<keyof typeof maintenanceRoutes, RouteAnswers>;
