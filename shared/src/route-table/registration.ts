/**
 * The routes of registration approval and the hostel's registration mode, part of the route table
 * (`routes.ts` spreads them in; the same rules apply: one handler file each, one authorization-matrix row).
 */
import type { RouteDef } from '../route-def';
import * as settings from '../schemas/hostel-settings';
import * as registration from '../schemas/registration';

export const registrationRoutes = {
  listRegistrations: {
    method: 'GET',
    path: '/api/registrations',
    roles: ['admin'],
    query: registration.listRegistrationsQuery,
    table: 'read',
    dynamo: ['GetItem', 'Query'],
  },
  approveUsers: {
    method: 'POST',
    path: '/api/approveUsers',
    roles: ['admin'],
    body: registration.registrationIdsBody,
    table: 'write',
    dynamo: ['GetItem', 'BatchGetItem', 'UpdateItem'],
    mail: true,
  },
  declineUsers: {
    method: 'POST',
    path: '/api/declineUsers',
    roles: ['admin'],
    body: registration.registrationIdsBody,
    table: 'write',
    dynamo: ['GetItem', 'BatchGetItem', 'UpdateItem', 'DeleteItem'],
  },
  hostelSettings: {
    method: 'GET',
    path: '/api/hostelSettings',
    roles: ['admin'],
    table: 'read',
    dynamo: ['GetItem'],
  },
  updateHostelSettings: {
    method: 'POST',
    path: '/api/hostelSettings',
    roles: ['admin'],
    body: settings.hostelSettingsBody,
    table: 'write',
    dynamo: ['GetItem', 'UpdateItem'],
  },
} as const satisfies Record<string, RouteDef>;
