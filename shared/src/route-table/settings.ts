/**
 * The hostel's settings: the admin reads and changes them (the registration mode among them), a student
 * reads the request rules they create requests by. Part of the route table (`routes.ts`).
 */
import type { RouteDef } from '../route-def';
import * as settings from '../schemas/hostel-settings';

export const settingsRoutes = {
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
  requestRules: {
    method: 'GET',
    path: '/api/requestRules',
    roles: ['student'],
    table: 'read',
    dynamo: ['GetItem'],
  },
} as const satisfies Record<string, RouteDef>;
