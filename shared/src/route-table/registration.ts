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
    responses: { 200: registration.listRegistrationsAnswer },
  },
  approveUsers: {
    method: 'POST',
    path: '/api/approveUsers',
    roles: ['admin'],
    body: registration.registrationIdsBody,
    table: 'write',
    dynamo: ['GetItem', 'BatchGetItem', 'UpdateItem'],
    responses: { 200: registration.approveUsersAnswer },
    mail: true,
  },
  declineUsers: {
    method: 'POST',
    path: '/api/declineUsers',
    roles: ['admin'],
    body: registration.registrationIdsBody,
    table: 'write',
    dynamo: ['GetItem', 'BatchGetItem', 'UpdateItem', 'DeleteItem'],
    responses: { 200: registration.declineUsersAnswer },
  },
  hostelSettings: {
    method: 'GET',
    path: '/api/hostelSettings',
    roles: ['admin'],
    table: 'read',
    dynamo: ['GetItem'],
    responses: { 200: settings.hostelSettingsAnswer },
  },
  updateHostelSettings: {
    method: 'POST',
    path: '/api/hostelSettings',
    roles: ['admin'],
    body: settings.hostelSettingsBody,
    table: 'write',
    dynamo: ['GetItem', 'UpdateItem'],
    responses: { 200: settings.hostelSettingsAnswer },
  },
} as const satisfies Record<string, RouteDef>;
