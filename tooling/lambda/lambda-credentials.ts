/**
 * What the Lambda bundles use in place of `@aws-sdk/credential-provider-node` (an esbuild alias in
 * `handlerBundling`): Lambda always hands a function its role's credentials in environment variables, so
 * the rest of the SDK's default chain (profiles, SSO, web identity, the container and instance metadata
 * endpoints, and the STS and SSO clients they carry, a large part of every handler) never runs there. The
 * tests and the local runtime run unbundled and keep the whole chain.
 */
import { fromEnv } from '@aws-sdk/credential-provider-env';

/** The clients' config calls `defaultProvider(init)` and uses what it returns as their credentials. */
export const defaultProvider = (init: Parameters<typeof fromEnv>[0] = {}) => fromEnv(init);
