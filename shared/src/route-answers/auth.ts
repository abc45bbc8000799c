/** What the routes of `route-table/auth.ts` answer on success, by status (the public and auth routes). */
import * as auth from '../answers/auth';
import { messageAnswer, noBody } from '../answers/entities';
import type { RouteAnswers } from '../route-def';
import type { authRoutes } from '../route-table/auth';

export const authAnswers = {
  health: { 200: auth.healthAnswer },
  hostels: { 200: auth.hostelsAnswer },
  authLogin: { 200: auth.sessionAnswer, 203: messageAnswer, 204: noBody },
  authRegister: { 200: auth.sessionAnswer, 203: messageAnswer, 204: noBody },
  authConfirmEmail: { 200: auth.confirmEmailAnswer },
  authGetUser: { 200: auth.getUserAnswer },
  authForgotPassword: { 200: messageAnswer, 204: noBody },
  authResetPassword: { 200: messageAnswer, 203: messageAnswer },
} as const satisfies Record<keyof typeof authRoutes, RouteAnswers>;
