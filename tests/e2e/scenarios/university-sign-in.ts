/**
 * Sign in with the university (issue 34): the demo hostel's admin connects a real OpenID Connect provider
 * running on this machine (`local/oidc-provider.ts`) in Settings; the demo student then signs in with it
 * from the login page on a phone — through the provider's own login and consent pages — and lands on their
 * dashboard, in Japanese; a person whose email the provider has not verified is refused with the reason.
 * The admin turns it off again, leaving the demo hostel's login page as it was.
 */
import type { Page } from '@playwright/test';

import { type LocalOidcProvider, startOidcProvider } from '#local/oidc-provider';

import { expect } from '../expect';
import { sayIn } from '../locale-text';
import type { Scenario } from '../run';
import { demo, noSidewaysScroll, signIn } from '../steps';

const client = { clientId: 'hostel-clean-e2e', clientSecret: 'e2e-university-client-secret' };
const label = 'Example University';

/** The provider's own development pages: its login form (any password), then its consent. */
async function throughProvider(page: Page, login: string) {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

export const universitySignInScenarios: Scenario[] = [
  {
    name: 'university-sign-in',
    devices: ['phone'],
    async run({ open }) {
      const admin = await open('phone');
      await signIn(admin, 'admin');
      const origin = new URL(admin.page.url()).origin;
      let provider: LocalOidcProvider | undefined;
      try {
        provider = await startOidcProvider({
          ...client,
          redirectUri: `${origin}/login/oidc`,
          accounts: {
            sam: { email: demo.student, email_verified: true, name: 'Sam Student' },
            una: { email: 'una@demo.hostel', email_verified: false, name: 'Una Unverified' },
          },
        });

        // The admin connects the provider in Settings.
        await admin.goto('/settings');
        const form = admin.page.locator('form').filter({
          has: admin.page.getByRole('heading', { name: 'Sign in with your university' }),
        });
        await form.getByRole('checkbox', { name: 'Offer this sign-in on the login page' }).check();
        await form.getByLabel('Issuer URL').fill(provider.issuer);
        await form.getByLabel('Client ID').fill(client.clientId);
        await form.getByLabel('Client secret').fill(client.clientSecret);
        await form.getByLabel('Button name').fill(label);
        await form.getByLabel('Email domains').fill('demo.hostel');
        await noSidewaysScroll(admin.page, 'the settings page with the university sign-in');
        await admin.capture('settings-university-sign-in-phone');
        await form.getByRole('button', { name: 'Save sign-in' }).click();
        await expect.visible(admin.page.getByText('Sign-in settings saved'));
        await expect.visible(form.getByText('A secret is stored. Type a new one only to replace it.'));

        // The student signs in with it, in Japanese, and lands on their dashboard.
        const ja = sayIn('ja');
        const student = await open('phone', 'ja');
        await student.goto('/auth/login?lng=ja');
        const button = student.page.getByRole('button', {
          name: ja('auth:university.signInAt', { label, hostel: 'Demo Hostel' }),
        });
        await expect.visible(button);
        await student.capture('login-university-phone-ja');
        await button.click();
        await throughProvider(student.page, 'sam');
        await student.page.waitForURL('**/dashboard/student');
        await expect.visible(student.page.getByRole('heading', { level: 1 }).first());
        await expect.path(student.page, '/dashboard/student');

        // An email the provider has not verified is refused, with the reason and the way back.
        const stranger = await open('phone');
        await stranger.goto('/auth/login');
        await stranger.page.getByRole('button', { name: `Sign in with ${label}` }).click();
        await throughProvider(stranger.page, 'una');
        await expect.visible(stranger.page.getByText('Your university has not verified your email address.'));
        await expect.path(stranger.page, '/login/oidc');
        await stranger.capture('university-sign-in-refused-phone');
        await stranger.page.getByRole('link', { name: 'Back to the login page' }).click();
        await expect.path(stranger.page, '/auth/login');
      } finally {
        // Off again: the later scenarios' login page is the demo's as it was.
        await admin.goto('/settings');
        const form = admin.page.locator('form').filter({
          has: admin.page.getByRole('heading', { name: 'Sign in with your university' }),
        });
        await form.getByRole('checkbox', { name: 'Offer this sign-in on the login page' }).uncheck();
        await form.getByRole('button', { name: 'Save sign-in' }).click();
        await expect.visible(admin.page.getByText('Sign-in settings saved'));
        await provider?.stop();
      }
    },
  },
];
