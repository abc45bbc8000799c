/**
 * The hostel's settings: the admin reads and changes them (the registration mode among them), every
 * signed-in role reads the request rules (a student creates requests by them; their time zone is the
 * clock). Part of the route table (`routes.ts`).
 */
import { anyRole, type RouteDef } from '../route-def';
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
    // The change and its audit log entry are one transaction (issue 34).
    dynamo: ['GetItem', 'UpdateItem', 'PutItem'],
  },
  // Every signed-in role reads its hostel's rules: the time zone in them is the clock "today" is read on.
  requestRules: {
    method: 'GET',
    path: '/api/requestRules',
    roles: anyRole,
    table: 'read',
    dynamo: ['GetItem'],
  },
} as const satisfies Record<string, RouteDef>;
