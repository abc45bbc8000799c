/** What the routes of `route-table/oidc.ts` answer on success, by status (sign in with the university). */
import * as oidc from '../answers/oidc';
import type { RouteAnswers } from '../route-def';
import type { oidcRoutes } from '../route-table/oidc';

export const oidcAnswers = {
  oidcProviders: { 200: oidc.oidcProvidersAnswer },
  oidcStart: { 200: oidc.oidcStartAnswer },
  oidcCallback: { 200: oidc.oidcSignInAnswer },
  oidcSettings: { 200: oidc.oidcSettingsAnswer },
  updateOidcSettings: { 200: oidc.oidcSettingsAnswer },
} as const satisfies Record<keyof typeof oidcRoutes, RouteAnswers>;
