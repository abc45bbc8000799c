/**
 * Public routes and the spec's auth routes: health, the hostel list, login, registration and its email
 * confirmation, the session's user, forgotten and reset password. Part of the route table (`routes.ts`).
 */
import { anyRole, type RouteDef } from '../route-def';
import * as auth from '../schemas/auth';

export const authRoutes = {
  health: {
    method: 'GET',
    path: '/api/health',
    roles: 'public',
    table: 'read',
    dynamo: ['GetItem'],
  },
  hostels: {
    method: 'GET',
    path: '/api/hostels',
    roles: 'public',
    table: 'read',
    dynamo: ['Query'],
  },
  authLogin: {
    method: 'POST',
    path: '/api/auth/login',
    roles: 'public',
    body: auth.loginBody,
    table: 'write',
    dynamo: ['GetItem', 'UpdateItem'],
    signsTokens: true,
    auth: true,
  },
  authRegister: {
    method: 'POST',
    path: '/api/auth/register',
    roles: 'public',
    body: auth.registerBody,
    table: 'write',
    dynamo: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    signsTokens: true,
    mail: true,
    invalidBodyStatus: 204,
    auth: true,
    setsPassword: true,
  },
  /** Follows the link a self-registration was mailed: the account becomes active, or waits for approval. */
  authConfirmEmail: {
    method: 'POST',
    path: '/api/auth/confirm-email/{userid}/{token}',
    roles: 'public',
    params: auth.confirmEmailParams,
    table: 'write',
    dynamo: ['BatchGetItem', 'GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    auth: true,
    refuses: ['auth.confirmLinkInvalid'],
  },
  authGetUser: {
    method: 'GET',
    path: '/api/auth/getuser',
    roles: anyRole,
    table: 'read',
    dynamo: ['GetItem'],
    openToAwaiting: true,
  },
  authForgotPassword: {
    method: 'POST',
    path: '/api/auth/forgot-password',
    roles: 'public',
    body: auth.forgotPasswordBody,
    table: 'write',
    dynamo: ['GetItem', 'PutItem', 'UpdateItem'],
    mail: true,
    auth: true,
  },
  authResetPassword: {
    method: 'POST',
    path: '/api/auth/reset-password/{role}/{userid}/{token}',
    roles: 'public',
    params: auth.resetPasswordParams,
    body: auth.resetPasswordBody,
    table: 'write',
    dynamo: ['GetItem', 'UpdateItem', 'DeleteItem'],
    auth: true,
    setsPassword: true,
  },
} as const satisfies Record<string, RouteDef>;
