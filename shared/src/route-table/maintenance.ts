/**
 * Maintenance reports (issue 32): anyone signed in reports a problem in a room and follows their own
 * reports; the admin's board lists them by status and moves them. Part of the route table (`routes.ts`).
 */
import { anyRole, type RouteDef } from '../route-def';
import * as maintenance from '../schemas/maintenance';

export const maintenanceRoutes = {
  createMaintenanceReport: {
    method: 'POST',
    path: '/api/maintenance',
    roles: anyRole,
    body: maintenance.createMaintenanceBody,
    table: 'write',
    dynamo: ['GetItem', 'PutItem', 'UpdateItem'],
    refuses: ['maintenance.roomRequired'],
  },
  myMaintenanceReports: {
    method: 'GET',
    path: '/api/maintenance/mine',
    roles: anyRole,
    query: maintenance.myMaintenanceQuery,
    table: 'read',
    dynamo: ['GetItem', 'Query'],
    refuses: ['input.badCursor'],
  },
  maintenanceBoard: {
    method: 'GET',
    path: '/api/maintenance',
    roles: ['admin'],
    query: maintenance.maintenanceBoardQuery,
    table: 'read',
    dynamo: ['GetItem', 'Query'],
    refuses: ['input.badCursor'],
  },
  maintenanceStats: {
    method: 'GET',
    path: '/api/maintenance/stats',
    roles: ['admin'],
    table: 'read',
    dynamo: ['GetItem'],
  },
  maintenanceReport: {
    method: 'GET',
    path: '/api/maintenance/reports/{id}',
    roles: anyRole,
    params: maintenance.maintenanceParams,
    table: 'read',
    dynamo: ['GetItem'],
  },
  updateMaintenanceReport: {
    method: 'POST',
    path: '/api/maintenance/reports/{id}',
    roles: ['admin'],
    params: maintenance.maintenanceParams,
    body: maintenance.updateMaintenanceBody,
    table: 'write',
    dynamo: ['GetItem', 'PutItem', 'UpdateItem'],
  },
} as const satisfies Record<string, RouteDef>;
