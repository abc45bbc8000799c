import { oidcRoutes } from '#shared/route-table/oidc';

import { getOidcSettings, takeSignInState } from '../data/oidc';
import { accountFor } from '../domain/oidc-sign-in';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';
import { refuse } from '../refusal';
import { finishSignIn } from '../security/oidc-client';
import { readClientSecret } from '../security/oidc-secret';
import { signSession } from '../security/tokens';

/**
 * Finishes a sign-in with what the provider sent the browser back with: the state is taken once (a
 * replay finds nothing), the code is exchanged and the ID token verified, and the person's account — found
 * by verified email, or made as the hostel's settings say — gets a session as the login form gives one.
 */
export const oidcCallback: RouteLogic<'oidcCallback'> = async ({ body }) => {
  const state = new URLSearchParams(body.query).get('state');
  const started = state ? await takeSignInState(state) : undefined;
  if (!state || !started) throw refuse('oidc.stateInvalid');
  const settings = await getOidcSettings(started.hostelId);
  const clientSecret = settings?.enabled ? await readClientSecret(started.hostelId) : undefined;
  if (!settings || clientSecret === undefined) throw refuse('oidc.stateInvalid');
  const claims = await finishSignIn(
    { issuer: settings.issuer, clientId: settings.clientId, clientSecret },
    body.query,
    { state, nonce: started.nonce, codeVerifier: started.codeVerifier },
  );
  const user = await accountFor(started.hostelId, started.role, claims, settings);
  return ok({ authToken: await signSession({ sub: user._id, tv: user.tokenVersion, h: user.hostelId }) });
};

export const handler = createHandler(oidcRoutes, 'oidcCallback', oidcCallback);
