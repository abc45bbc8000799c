/**
 * The keys of signing in with a hostel's identity provider (issue 34):
 * - the hostel's settings: `HOSTEL#<hid>` / `OIDC` (the client secret is not here: `security/oidc-secret.ts`)
 * - the login page's list of hostels that offer it: `OIDC` / `<hid>` (label and hostel name), one Query;
 *   written and deleted in the transaction that saves the settings
 * - a sign-in under way: `OIDCSTATE#<state>` / `OIDCSTATE` (PKCE verifier, nonce, hostel, role), deleted by
 *   the callback that uses it and expiring in minutes
 */
import type { Key, Partition } from './partitions';

export const oidcKeys = {
  oidcSettings: (hostelId: string): Key => ({ pk: `HOSTEL#${hostelId}`, sk: 'OIDC' }),
  oidcProvider: (hostelId: string): Key => ({ pk: 'OIDC', sk: hostelId }),
  oidcProviders: { index: undefined, pkAttribute: 'pk', skAttribute: 'sk', pk: 'OIDC' } satisfies Partition,
  oidcSignIn: (state: string): Key => ({ pk: `OIDCSTATE#${state}`, sk: 'OIDCSTATE' }),
};
