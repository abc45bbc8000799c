/**
 * The route table: every `/api` route, declared once with what it takes and what it answers. The CDK
 * stack, the local runtime, the web client's types, the handlers' types and the tests all walk it.
 *
 * Adding a route is:
 * 1. one entry here, with its input schemas (`body`, `query`, `params`) and its `responses`, by status;
 * 2. one handler file `functions/src/routes/<id in kebab-case>.ts` ending in
 *    `export const handler = createHandler('<id>', <fn>)`;
 * 3. one row in the authorization matrix (`tests/authz/`), and its refusals' codes in `errors.ts`.
 * The infrastructure, the local runtime and the client pick it up from here.
 */
import type { z } from 'zod';

import type { Role } from './domain';
import { registrationRoutes } from './registration-routes';
import * as auth from './schemas/auth';
import * as requests from './schemas/clean-request';
import { messageAnswer, noBody } from './schemas/entities';
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
  /**
   * The DynamoDB actions its handler sends, as IAM names them: the function's policy grants exactly these
   * (a transaction needs the actions of its items). `tests/api/dynamo-actions.test.ts` holds every route to it.
   */
  dynamo: readonly DynamoAction[];
  /** Sends mail. */
  mail?: boolean;
  /** Signs session tokens (every non-public route verifies them). */
  signsTokens?: boolean;
  /** Status for a body that fails validation, when the spec fixes one other than 400. */
  invalidBodyStatus?: 204;
  /** Login-grade route: throttled harder at the stage and given scrypt-sized memory. */
  auth?: boolean;
  /**
   * Open to a student whose registration awaits the admin's approval (their own state and profile); on
   * every other route they get 403 `auth.awaitingApproval`.
   */
  openToAwaiting?: true;
  /**
   * What it answers on success, by status: 200, or 201 for a creation; the spec's auth routes also answer
   * 203 `{message}` and 204 with no body. Refusals are `ErrorAnswer`s (`errors.ts`) on every route.
   */
  responses: Partial<Record<SuccessStatus, z.ZodType>>;
}

export type SuccessStatus = 200 | 201 | 203 | 204;

/** The item-level DynamoDB actions a route may be granted; table management and Scan are never granted. */
export type DynamoAction =
  | 'GetItem'
  | 'BatchGetItem'
  | 'Query'
  | 'PutItem'
  | 'UpdateItem'
  | 'DeleteItem'
  | 'BatchWriteItem'
  | 'ConditionCheckItem';

const anyRole = ['admin', 'roomkeeper', 'student'] as const satisfies readonly Role[];

export const routes = {
  health: {
    method: 'GET',
    path: '/api/health',
    roles: 'public',
    table: 'read',
    dynamo: ['GetItem'],
    responses: { 200: auth.healthAnswer },
  },
  hostels: {
    method: 'GET',
    path: '/api/hostels',
    roles: 'public',
    table: 'read',
    dynamo: ['Query'],
    responses: { 200: auth.hostelsAnswer },
  },
  authLogin: {
    method: 'POST',
    path: '/api/auth/login',
    roles: 'public',
    body: auth.loginBody,
    table: 'write',
    dynamo: ['GetItem', 'UpdateItem'],
    responses: { 200: auth.sessionAnswer, 203: messageAnswer, 204: noBody },
    signsTokens: true,
    auth: true,
  },
  authRegister: {
    method: 'POST',
    path: '/api/auth/register',
    roles: 'public',
    body: auth.registerBody,
    table: 'write',
    dynamo: ['GetItem', 'PutItem', 'UpdateItem'],
    responses: { 200: auth.sessionAnswer, 203: messageAnswer, 204: noBody },
    signsTokens: true,
    invalidBodyStatus: 204,
    auth: true,
  },
  authGetUser: {
    method: 'GET',
    path: '/api/auth/getuser',
    roles: anyRole,
    table: 'read',
    dynamo: ['GetItem'],
    responses: { 200: auth.getUserAnswer },
    openToAwaiting: true,
  },
  authForgotPassword: {
    method: 'POST',
    path: '/api/auth/forgot-password',
    roles: 'public',
    body: auth.forgotPasswordBody,
    table: 'write',
    dynamo: ['GetItem', 'PutItem', 'UpdateItem'],
    responses: { 200: messageAnswer, 204: noBody },
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
    responses: { 200: messageAnswer, 203: messageAnswer },
    auth: true,
  },

  createRequest: {
    method: 'POST',
    path: '/api/createRequest',
    roles: ['student'],
    body: requests.createRequestBody,
    table: 'write',
    dynamo: ['GetItem', 'PutItem', 'UpdateItem'],
    responses: { 201: requests.createRequestAnswer },
  },
  adminDashboard: {
    method: 'GET',
    path: '/api/admin/dashboard',
    roles: ['admin'],
    query: requests.adminDashboardQuery,
    table: 'read',
    dynamo: ['GetItem', 'Query'],
    responses: { 200: requests.adminDashboardAnswer },
  },
  roomkeeperDashboard: {
    method: 'GET',
    path: '/api/roomkeeper/dashboard',
    roles: ['roomkeeper'],
    query: requests.roomkeeperDashboardQuery,
    table: 'read',
    dynamo: ['GetItem', 'BatchGetItem', 'Query'],
    responses: { 200: requests.roomkeeperDashboardAnswer },
  },
  studentDashboard: {
    method: 'GET',
    path: '/api/student/dashboard',
    roles: ['student'],
    query: requests.studentDashboardQuery,
    table: 'read',
    dynamo: ['GetItem', 'BatchGetItem', 'Query'],
    responses: { 200: requests.studentDashboardAnswer },
  },
  listRoomkeepers: {
    method: 'GET',
    path: '/api/allotRequest',
    roles: ['admin'],
    query: requests.hostelQuery,
    table: 'read',
    dynamo: ['GetItem', 'Query'],
    responses: { 200: requests.listRoomkeepersAnswer },
  },
  allotRequest: {
    method: 'POST',
    path: '/api/allotRequest',
    roles: ['admin'],
    body: requests.allotRequestBody,
    table: 'write',
    dynamo: ['GetItem', 'Query', 'UpdateItem'],
    responses: { 200: requests.changedRequestAnswer },
  },
  schedule: {
    method: 'GET',
    path: '/api/schedule',
    roles: ['admin'],
    query: requests.scheduleQuery,
    table: 'read',
    dynamo: ['GetItem', 'Query'],
    responses: { 200: requests.scheduleAnswer },
  },
  rejectRequest: {
    method: 'POST',
    path: '/api/rejectRequest',
    roles: ['admin', 'roomkeeper'],
    body: requests.rejectRequestBody,
    table: 'write',
    dynamo: ['GetItem', 'UpdateItem', 'DeleteItem'],
    responses: { 200: requests.changedRequestAnswer },
  },
  completeRequest: {
    method: 'POST',
    path: '/api/completeRequest',
    roles: ['roomkeeper'],
    body: requests.completeRequestBody,
    table: 'write',
    dynamo: ['GetItem', 'UpdateItem'],
    responses: { 200: requests.changedRequestAnswer },
  },
  deleteRequest: {
    method: 'POST',
    path: '/api/deleteRequest',
    roles: ['student'],
    body: requests.deleteRequestBody,
    table: 'write',
    dynamo: ['GetItem', 'UpdateItem', 'DeleteItem'],
    responses: { 200: requests.deleteRequestAnswer },
  },
  listRequests: {
    method: 'GET',
    path: '/api/requests',
    roles: anyRole,
    query: requests.listRequestsQuery,
    table: 'read',
    dynamo: ['GetItem', 'Query'],
    responses: { 200: requests.listRequestsAnswer },
  },

  listUsers: {
    method: 'GET',
    path: '/api/users',
    roles: ['admin'],
    query: users.listUsersQuery,
    table: 'read',
    dynamo: ['GetItem', 'BatchGetItem', 'Query'],
    responses: { 200: users.listUsersAnswer },
  },
  createUser: {
    method: 'POST',
    path: '/api/users',
    roles: ['admin'],
    body: users.createUserBody,
    table: 'write',
    dynamo: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    responses: { 201: users.createUserAnswer },
    mail: true,
  },
  deleteUsers: {
    method: 'POST',
    path: '/api/deleteUsers',
    roles: ['admin'],
    body: users.deleteUsersBody,
    table: 'write',
    dynamo: ['GetItem', 'BatchGetItem', 'Query', 'UpdateItem', 'DeleteItem'],
    responses: { 200: users.deleteUsersAnswer },
  },
  updateUser: {
    method: 'POST',
    path: '/api/updateUser',
    roles: anyRole,
    body: users.updateUserBody,
    maxBodyBytes: 1024 * 1024,
    table: 'write',
    dynamo: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    responses: { 200: users.updateUserAnswer },
    openToAwaiting: true,
  },
  updatePassword: {
    method: 'POST',
    path: '/api/updatePassword',
    roles: anyRole,
    body: users.updatePasswordBody,
    table: 'write',
    dynamo: ['GetItem', 'UpdateItem'],
    responses: { 200: users.updatePasswordAnswer },
    signsTokens: true,
    auth: true,
    openToAwaiting: true,
  },
  createRating: {
    method: 'POST',
    path: '/api/ratings',
    roles: ['student'],
    body: feedback.createRatingBody,
    table: 'write',
    dynamo: ['GetItem', 'PutItem', 'UpdateItem'],
    responses: { 201: feedback.createRatingAnswer },
  },
  listRatings: {
    method: 'GET',
    path: '/api/ratings',
    roles: anyRole,
    query: feedback.listFeedbackQuery,
    table: 'read',
    dynamo: ['GetItem', 'Query'],
    responses: { 200: feedback.feedbackPage },
  },
  listComplaints: {
    method: 'GET',
    path: '/api/complaints',
    roles: anyRole,
    query: feedback.listFeedbackQuery,
    table: 'read',
    dynamo: ['GetItem', 'Query'],
    responses: { 200: feedback.feedbackPage },
  },
  listSuggestions: {
    method: 'GET',
    path: '/api/suggestions',
    roles: anyRole,
    query: feedback.listFeedbackQuery,
    table: 'read',
    dynamo: ['GetItem', 'Query'],
    responses: { 200: feedback.feedbackPage },
  },
  ...registrationRoutes,
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

type ResponsesOf<Id extends RouteId> = Routes[Id]['responses'];
type StatusOf<Id extends RouteId> = keyof ResponsesOf<Id> & SuccessStatus;

/** Each success a route can answer, as `{status, data}`: one case per status, so a check of `status` narrows `data`. */
export type AnswerOf<Id extends RouteId> = {
  [Status in StatusOf<Id>]: { status: Status; data: z.output<ResponsesOf<Id>[Status]> };
}[StatusOf<Id>];

/** What the handler may return: the same cases, as the body the schema accepts. */
export type ReplyOf<Id extends RouteId> = {
  [Status in StatusOf<Id>]: {
    status: Status;
    body: z.input<ResponsesOf<Id>[Status]>;
    headers?: Record<string, string>;
  };
}[StatusOf<Id>];
