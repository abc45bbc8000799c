/**
 * Signing in with the hostel's OpenID Connect provider (issue 34): the public list of hostels that offer it,
 * the sign-in's two steps, and the admin's settings. Part of the route table (`routes.ts`).
 */
import type { RouteDef } from '../route-def';
import * as oidc from '../schemas/oidc';

export const oidcRoutes = {
  oidcProviders: {
    method: 'GET',
    path: '/api/oidc/providers',
    roles: 'public',
    table: 'read',
    dynamo: ['Query'],
  },
  oidcStart: {
    method: 'POST',
    path: '/api/oidc/start',
    roles: 'public',
    body: oidc.oidcStartBody,
    table: 'write',
    dynamo: ['GetItem', 'PutItem'],
    oidcSecret: 'read',
    auth: true,
  },
  oidcCallback: {
    method: 'POST',
    path: '/api/oidc/callback',
    roles: 'public',
    body: oidc.oidcCallbackBody,
    table: 'write',
    dynamo: ['DeleteItem', 'GetItem', 'Query', 'PutItem', 'UpdateItem'],
    oidcSecret: 'read',
    signsTokens: true,
    auth: true,
    refuses: [
      'oidc.stateInvalid',
      'oidc.signInFailed',
      'oidc.emailUnverified',
      'oidc.domainNotAllowed',
      'oidc.noAccount',
    ],
  },
  oidcSettings: {
    method: 'GET',
    path: '/api/oidc/settings',
    roles: ['admin'],
    table: 'read',
    dynamo: ['GetItem'],
  },
  updateOidcSettings: {
    method: 'POST',
    path: '/api/oidc/settings',
    roles: ['admin'],
    body: oidc.oidcSettingsBody,
    table: 'write',
    dynamo: ['GetItem', 'PutItem', 'DeleteItem'],
    oidcSecret: 'write',
  },
} as const satisfies Record<string, RouteDef>;
