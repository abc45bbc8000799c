/**
 * The route table: every `/api` route, declared once with what it takes and what it answers. The CDK
 * stack, the local runtime, the web client's types, the handlers' types and the tests all walk it.
 *
 * Adding a route (`docs/adding-a-route.md` walks a real one through):
 * 1. its entry in its group: `route-table/<group>.ts` with its input schemas (`body`, `query`, `params`)
 *    and its `dynamo` actions, and `route-answers/<group>.ts` with its answer schemas, by status;
 * 2. its handler file `functions/src/routes/<id in kebab-case>.ts` ending in
 *    `export const handler = createHandler(<its group>, '<id>', <fn>)`: a function imports its own group of
 *    the table, not the table, so it builds no other group's schemas;
 * 3. its row in the authorization matrix, `tests/authz/matrix/<group>.ts`.
 * The infrastructure, the local runtime, the client and the contract and DynamoDB-action checks pick it
 * up from here.
 */
import type { routeAnswers } from './route-answers';
import type { RouteDef, SuccessStatus } from './route-def';
import { alertRoutes } from './route-table/alerts';
import { allotmentRoutes } from './route-table/allotment';
import { analyticsRoutes } from './route-table/analytics';
import { authRoutes } from './route-table/auth';
import { boardRoutes } from './route-table/board';
import { calendarRoutes } from './route-table/calendar';
import { changeRoutes } from './route-table/changes';
import { doorRoutes } from './route-table/doors';
import { feedbackRoutes } from './route-table/feedback';
import { inspectionRoutes } from './route-table/inspections';
import { maintenanceRoutes } from './route-table/maintenance';
import { notificationRoutes } from './route-table/notifications';
import { oidcRoutes } from './route-table/oidc';
import { photoRoutes } from './route-table/photos';
import { privacyRoutes } from './route-table/privacy';
import { pushRoutes } from './route-table/push';
import { recurringRoutes } from './route-table/recurring';
import { referenceRoutes } from './route-table/reference';
import { registrationRoutes } from './route-table/registration';
import { requestRoutes } from './route-table/requests';
import { residentRoutes } from './route-table/residents';
import { roomRoutes } from './route-table/rooms';
import { settingsRoutes } from './route-table/settings';
import { userRoutes } from './route-table/users';
import { webhookRoutes } from './route-table/webhooks';
import type * as z from './schemas/zod';

export type { DynamoAction, RouteAnswers, RouteDef, SuccessStatus } from './route-def';

/**
 * The route groups, each under the one name it has everywhere: its table file `route-table/<group>.ts`,
 * its answers `route-answers/<group>.ts` and its authorization-matrix rows `tests/authz/matrix/<group>.ts`.
 */
export const routeGroups = {
  auth: authRoutes,
  requests: requestRoutes,
  users: userRoutes,
  feedback: feedbackRoutes,
  registration: registrationRoutes,
  settings: settingsRoutes,
  notifications: notificationRoutes,
  allotment: allotmentRoutes,
  analytics: analyticsRoutes,
  alerts: alertRoutes,
  changes: changeRoutes,
  rooms: roomRoutes,
  residents: residentRoutes,
  board: boardRoutes,
  recurring: recurringRoutes,
  calendar: calendarRoutes,
  doors: doorRoutes,
  push: pushRoutes,
  oidc: oidcRoutes,
  photos: photoRoutes,
  reference: referenceRoutes,
  maintenance: maintenanceRoutes,
  webhooks: webhookRoutes,
  inspections: inspectionRoutes,
  privacy: privacyRoutes,
} as const satisfies Record<string, Record<string, RouteDef>>;

export type RouteGroup = keyof typeof routeGroups;
export const routeGroupNames = Object.keys(routeGroups) as RouteGroup[];

export const routes = {
  ...authRoutes,
  ...requestRoutes,
  ...userRoutes,
  ...feedbackRoutes,
  ...registrationRoutes,
  ...settingsRoutes,
  ...notificationRoutes,
  ...allotmentRoutes,
  ...analyticsRoutes,
  ...alertRoutes,
  ...changeRoutes,
  ...roomRoutes,
  ...residentRoutes,
  ...boardRoutes,
  ...recurringRoutes,
  ...calendarRoutes,
  ...doorRoutes,
  ...pushRoutes,
  ...oidcRoutes,
  ...photoRoutes,
  ...referenceRoutes,
  ...maintenanceRoutes,
  ...webhookRoutes,
  ...inspectionRoutes,
  ...privacyRoutes,
} as const satisfies Record<string, RouteDef>;

export type Routes = typeof routes;
export type RouteId = keyof Routes;

export const routeIds = Object.keys(routes) as RouteId[];

/** The group a route belongs to. */
export function groupOf(id: RouteId): RouteGroup {
  return routeGroupNames.find((group) => id in routeGroups[group])!;
}

/** `authLogin` → `auth-login`: the handler file and the Lambda's name. */
export function handlerName(id: RouteId): string {
  return id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

export type BodyOf<Id extends RouteId> = Routes[Id] extends { body: z.ZodMiniType }
  ? z.infer<Routes[Id]['body']>
  : undefined;
export type QueryOf<Id extends RouteId> = Routes[Id] extends { query: z.ZodMiniType }
  ? z.infer<Routes[Id]['query']>
  : undefined;
export type ParamsOf<Id extends RouteId> = Routes[Id] extends { params: z.ZodMiniType }
  ? z.infer<Routes[Id]['params']>
  : undefined;

type ResponsesOf<Id extends RouteId> = (typeof routeAnswers)[Id];
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
