/**
 * What each route answers on success, for `callApi`'s result type. The route table declares requests
 * only; answers are listed here as screens need them. Routes not listed answer `unknown`; a page that
 * calls one either adds its entry here or names the type at the call: `callApi<'schedule', Slot[]>(…)`.
 */
import type { Hostel, User } from '#shared/domain';
import type { RouteId } from '#shared/routes';

export interface MessageAnswer {
  message: string;
}

export interface ApiResponses {
  hostels: { data: Hostel[] };
  /** 200 → {authToken}; 203 → {message}; 204 → no body (spec §8). */
  authLogin: { authToken: string } | MessageAnswer | undefined;
  /** 200 → {authToken}; 203 → {message}; 204 → no body. */
  authRegister: { authToken: string } | MessageAnswer | undefined;
  authGetUser: { data: User };
  /** 200 → {message}; 204 → no such account. */
  authForgotPassword: MessageAnswer | undefined;
  /** 200 or 203, both with {message}. */
  authResetPassword: MessageAnswer;
}

export type ResponseOf<Id extends RouteId> = Id extends keyof ApiResponses ? ApiResponses[Id] : unknown;
