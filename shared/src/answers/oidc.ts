/** What the sign-in-with-the-university routes answer (issue 34). */
import { oidcNewPeople } from '../schemas/oidc';
import * as z from '../schemas/zod';

export const oidcProvidersAnswer = z.strictObject({
  providers: z.array(z.strictObject({ hostelId: z.string(), hostel: z.string(), label: z.string() })),
});

export const oidcStartAnswer = z.strictObject({ url: z.string() });

export const oidcSignInAnswer = z.strictObject({ authToken: z.string() });

/** The admin's view of the settings: whether a client secret is stored, never the secret. */
export const oidcSettingsAnswer = z.strictObject({
  enabled: z.boolean(),
  issuer: z.string(),
  clientId: z.string(),
  secretStored: z.boolean(),
  label: z.string(),
  domains: z.array(z.string()),
  newPeople: z.enum(oidcNewPeople),
  /** Where the provider must send people back: the address to register with it. */
  redirectUri: z.string(),
});
