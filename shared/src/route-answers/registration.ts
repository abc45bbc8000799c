/** What the routes of `route-table/registration.ts` answer on success, by status (registration approval). */
import * as registration from '../answers/registration';
import type { RouteAnswers } from '../route-def';
import type { registrationRoutes } from '../route-table/registration';

export const registrationAnswers = {
  listRegistrations: { 200: registration.listRegistrationsAnswer },
  approveUsers: { 200: registration.approveUsersAnswer },
  declineUsers: { 200: registration.declineUsersAnswer },
} as const satisfies Record<keyof typeof registrationRoutes, RouteAnswers>;
