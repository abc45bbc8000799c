import { oidcRoutes } from '#shared/route-table/oidc';

import { getOidcSettings, type OidcSettings } from '../data/oidc';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';
import { redirectUri } from '../security/oidc-client';

/** A hostel that never set it up: off, nothing filled in, new people waiting for approval. */
const unset: OidcSettings = {
  enabled: false,
  issuer: '',
  clientId: '',
  secretStored: false,
  label: '',
  domains: [],
  newPeople: 'approval',
};

export const answerOf = (settings: OidcSettings | undefined) => ({
  ...(settings ?? unset),
  redirectUri: redirectUri(),
});

export const oidcSettings: RouteLogic<'oidcSettings'> = async ({ user }) =>
  ok(answerOf(await getOidcSettings(user.hostelId)));

export const handler = createHandler(oidcRoutes, 'oidcSettings', oidcSettings);
