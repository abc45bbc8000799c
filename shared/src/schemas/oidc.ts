/** Signing in with a hostel's OpenID Connect provider (issue 34): the admin's settings and the sign-in steps. */
import { roles } from '../domain';
import { messages } from '../messages';
import { shortText } from './fields';
import * as z from './zod';

/** What becomes of a person the provider vouches for who has no account yet. */
export const oidcNewPeople = ['approval', 'registration', 'none'] as const;
export type OidcNewPeople = (typeof oidcNewPeople)[number];

const invalid = { error: messages.fieldNotValid };
/** An email domain as people type it after the `@`. */
const domain = z
  .string(invalid)
  .check(
    z.trim(),
    z.toLowerCase(),
    z.regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, invalid),
  );

export const oidcSettingsBody = z.strictObject({
  enabled: z.boolean(invalid),
  /** The provider's issuer URL; https, or http on this machine's own loopback (checked by the server). */
  issuer: z.url({ ...invalid, protocol: /^https?$/ }).check(z.maxLength(300, invalid)),
  clientId: z
    .string(invalid)
    .check(z.trim(), z.minLength(1, { error: messages.required }), z.maxLength(200, invalid)),
  /** Left out to keep the stored secret; never answered. */
  clientSecret: z.optional(z.string(invalid).check(z.minLength(1, invalid), z.maxLength(500, invalid))),
  /** The button's words: "Sign in with <label>". */
  label: shortText(40),
  domains: z.array(domain).check(z.maxLength(20, invalid)),
  newPeople: z.enum(oidcNewPeople, invalid),
});

export const oidcStartBody = z.strictObject({
  /** A hostel's id as the login page's list gives it (a slug of its name). */
  hostelId: z.string(invalid).check(z.minLength(1, invalid), z.maxLength(100, invalid)),
  role: z.enum(roles, invalid),
});

/** The query string the provider sent the browser back with (`?code=…&state=…`), as the browser got it. */
export const oidcCallbackBody = z.strictObject({
  query: z.string(invalid).check(z.minLength(1, invalid), z.maxLength(4096, invalid)),
});
