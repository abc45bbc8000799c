/**
 * Maintenance reports (issue 32): anyone signed in reports a problem in a room and follows their own
 * reports; the admin's board lists them by status and moves them. Every route that answers a report signs
 * its photos' GET URLs (`photos: 'view'`). Part of the route table (`routes.ts`).
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
    // The room, the hostel's admins (each told of the report), then one transaction.
    dynamo: ['GetItem', 'Query', 'PutItem', 'UpdateItem'],
    refuses: ['maintenance.roomRequired', 'photo.notYours'],
    photos: 'view',
  },
  myMaintenanceReports: {
    method: 'GET',
    path: '/api/maintenance/mine',
    roles: anyRole,
    query: maintenance.myMaintenanceQuery,
    table: 'read',
    dynamo: ['GetItem', 'Query'],
    refuses: ['input.badCursor'],
    photos: 'view',
  },
  maintenanceBoard: {
    method: 'GET',
    path: '/api/maintenance',
    roles: ['admin'],
    query: maintenance.maintenanceBoardQuery,
    table: 'read',
    dynamo: ['GetItem', 'Query'],
    refuses: ['input.badCursor'],
    photos: 'view',
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
    photos: 'view',
  },
  updateMaintenanceReport: {
    method: 'POST',
    path: '/api/maintenance/reports/{id}',
    roles: ['admin'],
    params: maintenance.maintenanceParams,
    body: maintenance.updateMaintenanceBody,
    table: 'write',
    dynamo: ['GetItem', 'PutItem', 'UpdateItem'],
    photos: 'view',
  },
} as const satisfies Record<string, RouteDef>;
