/**
 * A real OpenID Connect provider on this machine (`oidc-provider`), for the tests and for the demo sign-in
 * of `DEMO_OIDC=on npm start` (issue 34): one confidential client, PKCE required, the provider's own
 * development login and consent pages (any account id of `accounts` signs in, with any password).
 */
import { createServer } from 'node:http';

import Provider from 'oidc-provider';

import { freePort } from './dynamo-local';

/** An account the provider vouches for: its id is what is typed on its login page. */
export interface OidcAccount {
  email: string;
  email_verified: boolean;
  name: string;
}

export interface OidcProviderOptions {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  accounts: Record<string, OidcAccount>;
}

export interface LocalOidcProvider {
  issuer: string;
  /**
   * Walks the provider's login and consent pages as a person would, as `login`, from the authorization
   * address a sign-in started with: answers the query the provider sends the browser back with.
   */
  signIn(authorizationUrl: string, login: string): Promise<string>;
  stop(): Promise<void>;
}

export async function startOidcProvider(options: OidcProviderOptions): Promise<LocalOidcProvider> {
  const port = await freePort();
  const issuer = `http://localhost:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_context, id) => {
      const account = options.accounts[id];
      return account ? { accountId: id, claims: () => ({ sub: id, ...account }) } : undefined;
    },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    // Fixed cookie keys: this provider lives only for a test or a local demo.
    cookies: { keys: ['local-oidc-provider-cookie-key'] },
  });
  const server = createServer(provider.callback());
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    issuer,
    signIn: (url, login) => walkSignIn(url, login, options.redirectUri),
    stop: () => new Promise((done) => server.close(() => done())),
  };
}

/** Follows the provider's redirects with a cookie jar, answering its login and consent pages. */
async function walkSignIn(authorizationUrl: string, login: string, redirectUri: string): Promise<string> {
  const cookies = new Map<string, string>();
  const send = async (url: string, form?: Record<string, string>) => {
    const answer = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    for (const cookie of answer.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return answer;
  };
  let answer = await send(authorizationUrl);
  for (let step = 0; step < 10; step += 1) {
    const location = answer.headers.get('location');
    if (!location) throw new Error(`The provider stopped at ${answer.status}: ${await answer.text()}`);
    const next = new URL(location, authorizationUrl);
    if (next.href.startsWith(redirectUri)) return next.search;
    if (next.pathname.startsWith('/interaction/')) {
      const page = await (await send(next.href)).text();
      const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1] ?? 'login';
      answer = await send(next.href, { prompt, login, password: 'any' });
    } else answer = await send(next.href);
  }
  throw new Error('The provider never sent the browser back');
}
