/**
 * `DEMO_OIDC=on npm start` (issue 34): a local OpenID Connect provider (`oidc-provider`) connected to the
 * demo hostel, so "Sign in with Demo University" can be tried on this machine. On its login page any
 * password goes; the account ids are `student` (the demo student, who has an account), `newcomer` (a
 * verified email with no account: a student awaiting approval) and `unverified` (refused). Off by default.
 */
import { startOidcProvider } from './oidc-provider';

export const demoUniversity = {
  label: 'Demo University',
  clientId: 'hostel-clean-demo',
  // A demo provider's client on this machine only; a real provider's secret is typed in Settings.
  clientSecret: 'demo-university-client-secret',
};

export async function startDemoOidc(appOrigin: string): Promise<{ issuer: string; stop(): Promise<void> }> {
  const provider = await startOidcProvider({
    clientId: demoUniversity.clientId,
    clientSecret: demoUniversity.clientSecret,
    redirectUri: `${appOrigin}/login/oidc`,
    accounts: {
      student: { email: 'student@demo.hostel', email_verified: true, name: 'Sam Student' },
      newcomer: { email: 'nina@demo.university', email_verified: true, name: 'Nina Newcomer' },
      unverified: { email: 'una@demo.university', email_verified: false, name: 'Una Unverified' },
    },
  });
  // Connected as its admin would connect it in Settings (the secret in its store, the hostel listed).
  const { ensureHostel } = await import('#functions/data/hostels');
  const { saveOidcSettings } = await import('#functions/data/oidc');
  const { storeClientSecret } = await import('#functions/security/oidc-secret');
  const { demoHostel } = await import('./seed');
  const hostel = await ensureHostel(demoHostel);
  await storeClientSecret(hostel.id, demoUniversity.clientSecret);
  await saveOidcSettings(hostel, {
    enabled: true,
    issuer: provider.issuer,
    clientId: demoUniversity.clientId,
    secretStored: true,
    label: demoUniversity.label,
    domains: ['demo.hostel', 'demo.university'],
    newPeople: 'approval',
  });
  return provider;
}
