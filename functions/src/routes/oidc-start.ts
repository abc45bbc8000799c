import { oidcRoutes } from '#shared/route-table/oidc';

import { getOidcSettings, putSignInState } from '../data/oidc';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';
import { refuse } from '../refusal';
import { startSignIn } from '../security/oidc-client';
import { readClientSecret } from '../security/oidc-secret';

/**
 * Starts a sign-in with the hostel's provider: the PKCE verifier, state and nonce stay here (taken once
 * by the callback); the browser gets only the provider's address to go to.
 */
export const oidcStart: RouteLogic<'oidcStart'> = async ({ body }) => {
  const settings = await getOidcSettings(body.hostelId);
  const clientSecret = settings?.enabled ? await readClientSecret(body.hostelId) : undefined;
  if (!settings || clientSecret === undefined) throw refuse('oidc.notOffered');
  const started = await startSignIn({ issuer: settings.issuer, clientId: settings.clientId, clientSecret });
  await putSignInState(started.state, {
    hostelId: body.hostelId,
    role: body.role,
    codeVerifier: started.codeVerifier,
    nonce: started.nonce,
  });
  return ok({ url: started.url });
};

export const handler = createHandler(oidcRoutes, 'oidcStart', oidcStart);
