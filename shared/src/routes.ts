/**
 * The route table: every `/api` route, declared once. The CDK stack, the local runtime, the web client
 * and the authorization matrix test all walk this table; adding a route means one entry here and one
 * handler file `functions/src/routes/<id in kebab-case>.ts`.
 */
import type { z } from 'zod';

import type { Role } from './domain';
import * as auth from './schemas/auth';
import * as requests from './schemas/clean-request';
import * as feedback from './schemas/feedback';
import * as users from './schemas/user';

export interface RouteDef {
  method: 'GET' | 'POST';
  /** API Gateway path syntax: `{name}` marks a path parameter. */
  path: string;
  /** Who may call it; `public` needs no token. */
  roles: 'public' | readonly Role[];
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** Largest accepted request body in bytes (default 64 KB). */
  maxBodyBytes?: number;
  /** What the handler needs of the table, so that infrastructure grants no more. */
  table: 'none' | 'read' | 'write';
  /** Sends mail. */
  mail?: boolean;
  /** Signs session tokens (every non-public route verifies them). */
  signsTokens?: boolean;
  /** Status for a body that fails validation, when the spec fixes one other than 400. */
  invalidBodyStatus?: 204;
  /** Login-grade route: throttled harder at the stage and given scrypt-sized memory. */
  auth?: boolean;
}

const anyRole = ['admin', 'roomkeeper', 'student'] as const satisfies readonly Role[];

export const routes = {
  health: { method: 'GET', path: '/api/health', roles: 'public', table: 'read' },
  hostels: { method: 'GET', path: '/api/hostels', roles: 'public', table: 'read' },
  authLogin: {
    method: 'POST',
    path: '/api/auth/login',
    roles: 'public',
    body: auth.loginBody,
    table: 'write',
    signsTokens: true,
    auth: true,
  },
  authRegister: {
    method: 'POST',
    path: '/api/auth/register',
    roles: 'public',
    body: auth.registerBody,
    table: 'write',
    signsTokens: true,
    invalidBodyStatus: 204,
    auth: true,
  },
  authGetUser: { method: 'GET', path: '/api/auth/getuser', roles: anyRole, table: 'read' },
  authForgotPassword: {
    method: 'POST',
    path: '/api/auth/forgot-password',
    roles: 'public',
    body: auth.forgotPasswordBody,
    table: 'write',
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
    auth: true,
  },

  createRequest: {
    method: 'POST',
    path: '/api/createRequest',
    roles: ['student'],
    body: requests.createRequestBody,
    table: 'write',
  },
  adminDashboard: {
    method: 'GET',
    path: '/api/admin/dashboard',
    roles: ['admin'],
    query: requests.adminDashboardQuery,
    table: 'read',
  },
  roomkeeperDashboard: {
    method: 'GET',
    path: '/api/roomkeeper/dashboard',
    roles: ['roomkeeper'],
    query: requests.roomkeeperDashboardQuery,
    table: 'read',
  },
  studentDashboard: {
    method: 'GET',
    path: '/api/student/dashboard',
    roles: ['student'],
    query: requests.studentDashboardQuery,
    table: 'read',
  },
  listRoomkeepers: {
    method: 'GET',
    path: '/api/allotRequest',
    roles: ['admin'],
    query: requests.hostelQuery,
    table: 'read',
  },
  allotRequest: {
    method: 'POST',
    path: '/api/allotRequest',
    roles: ['admin'],
    body: requests.allotRequestBody,
    table: 'write',
  },
  schedule: {
    method: 'GET',
    path: '/api/schedule',
    roles: ['admin'],
    query: requests.scheduleQuery,
    table: 'read',
  },
  rejectRequest: {
    method: 'POST',
    path: '/api/rejectRequest',
    roles: ['admin', 'roomkeeper'],
    body: requests.rejectRequestBody,
    table: 'write',
  },
  completeRequest: {
    method: 'POST',
    path: '/api/completeRequest',
    roles: ['roomkeeper'],
    body: requests.completeRequestBody,
    table: 'write',
  },
  deleteRequest: {
    method: 'POST',
    path: '/api/deleteRequest',
    roles: ['student'],
    body: requests.deleteRequestBody,
    table: 'write',
  },
  listRequests: {
    method: 'GET',
    path: '/api/requests',
    roles: anyRole,
    query: requests.listRequestsQuery,
    table: 'read',
  },

  listUsers: {
    method: 'GET',
    path: '/api/users',
    roles: ['admin'],
    query: users.listUsersQuery,
    table: 'read',
  },
  createUser: {
    method: 'POST',
    path: '/api/users',
    roles: ['admin'],
    body: users.createUserBody,
    table: 'write',
    mail: true,
  },
  deleteUsers: {
    method: 'POST',
    path: '/api/deleteUsers',
    roles: ['admin'],
    body: users.deleteUsersBody,
    table: 'write',
  },
  updateUser: {
    method: 'POST',
    path: '/api/updateUser',
    roles: anyRole,
    body: users.updateUserBody,
    maxBodyBytes: 1024 * 1024,
    table: 'write',
  },
  updatePassword: {
    method: 'POST',
    path: '/api/updatePassword',
    roles: anyRole,
    body: users.updatePasswordBody,
    table: 'write',
    signsTokens: true,
    auth: true,
  },
  createRating: {
    method: 'POST',
    path: '/api/ratings',
    roles: ['student'],
    body: feedback.createRatingBody,
    table: 'write',
  },
  listRatings: {
    method: 'GET',
    path: '/api/ratings',
    roles: anyRole,
    query: feedback.listFeedbackQuery,
    table: 'read',
  },
  listComplaints: {
    method: 'GET',
    path: '/api/complaints',
    roles: anyRole,
    query: feedback.listFeedbackQuery,
    table: 'read',
  },
  listSuggestions: {
    method: 'GET',
    path: '/api/suggestions',
    roles: anyRole,
    query: feedback.listFeedbackQuery,
    table: 'read',
  },
} as const satisfies Record<string, RouteDef>;

export type Routes = typeof routes;
export type RouteId = keyof Routes;

export const routeIds = Object.keys(routes) as RouteId[];

/** `authLogin` → `auth-login`: the handler file and the Lambda's name. */
export function handlerName(id: RouteId): string {
  return id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

export type BodyOf<Id extends RouteId> = Routes[Id] extends { body: z.ZodType }
  ? z.infer<Routes[Id]['body']>
  : undefined;
export type QueryOf<Id extends RouteId> = Routes[Id] extends { query: z.ZodType }
  ? z.infer<Routes[Id]['query']>
  : undefined;
export type ParamsOf<Id extends RouteId> = Routes[Id] extends { params: z.ZodType }
  ? z.infer<Routes[Id]['params']>
  : undefined;
