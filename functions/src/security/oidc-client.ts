/**
 * The OpenID Connect relying party (issue 34), all of it `openid-client`'s: discovery, the authorization
 * code flow with PKCE, state and nonce, and the ID token's checks — signature by the provider's published
 * keys (`enableNonRepudiationChecks`), issuer, audience, expiry and nonce. Nothing of the protocol is
 * written here; this file only chooses the options.
 */
import * as client from 'openid-client';

import { env } from '../env';
import { refuse } from '../refusal';

export interface Provider {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** The site's page the provider sends people back to; registered with the provider as the redirect URI. */
export const redirectUri = () => `${env.appOrigin}/login/oidc`;

const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);

/** https always; plain http only to this machine, and only where the runtime allows it (local and tests). */
export function issuerAllowed(issuer: string): boolean {
  const url = new URL(issuer);
  return (
    url.protocol === 'https:' || (env.oidcAllowHttp && url.protocol === 'http:' && loopback.has(url.hostname))
  );
}

// One discovery (and key set) per provider per warm function.
const configs = new Map<string, Promise<client.Configuration>>();

function configOf(provider: Provider): Promise<client.Configuration> {
  const cacheKey = JSON.stringify([provider.issuer, provider.clientId, provider.clientSecret]);
  let config = configs.get(cacheKey);
  if (!config) {
    const insecure = new URL(provider.issuer).protocol === 'http:';
    config = client
      .discovery(new URL(provider.issuer), provider.clientId, provider.clientSecret, undefined, {
        execute: [client.enableNonRepudiationChecks, ...(insecure ? [client.allowInsecureRequests] : [])],
        timeout: 5,
      })
      .catch((error: unknown) => {
        configs.delete(cacheKey);
        throw error;
      });
    configs.set(cacheKey, config);
  }
  return config;
}

async function reachable(provider: Provider): Promise<client.Configuration> {
  if (!issuerAllowed(provider.issuer)) throw refuse('oidc.providerUnreachable');
  try {
    return await configOf(provider);
  } catch {
    throw refuse('oidc.providerUnreachable');
  }
}

/** A new sign-in: where to send the browser, and what the callback must find again. */
export async function startSignIn(provider: Provider) {
  const config = await reachable(provider);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri(),
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href, state, codeVerifier, nonce };
}

/** What the sign-in learns of the person: the verified ID token's subject, and their email and name. */
export type PersonClaims = Pick<client.IDToken, 'sub'> & {
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
};

/**
 * The verified ID token's claims of a callback, or `oidc.signInFailed` for any answer that fails a check.
 * A provider that keeps the profile claims for its userinfo endpoint (as OpenID Connect lets it when an
 * access token is issued) is asked there, for the same subject.
 */
export async function finishSignIn(
  provider: Provider,
  query: string,
  expected: { state: string; nonce: string; codeVerifier: string },
): Promise<PersonClaims> {
  const config = await reachable(provider);
  const current = new URL(redirectUri());
  current.search = query;
  try {
    const tokens = await client.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: expected.codeVerifier,
      expectedState: expected.state,
      expectedNonce: expected.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    if (claims.email !== undefined || !tokens.access_token) return claims;
    const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
    return { ...info, sub: claims.sub };
  } catch {
    throw refuse('oidc.signInFailed');
  }
}
