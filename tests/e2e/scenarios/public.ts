/** Landing page, sign-up, sign-in, password reset, route guards and languages. */
import { expect } from '../expect';
import { mailedLinks } from '../harness';
import type { Scenario } from '../run';
import { confirmEmail, demo, registerStudent, signIn, signOut } from '../steps';

const registration = { fullname: 'Nia Newcomer', email: 'nia@test.hostel', password: 'nia password' };

export const publicScenarios: Scenario[] = [
  {
    name: 'landing-page',
    devices: ['desktop', 'phone'],
    async run({ open, device }) {
      for (const viewport of [device]) {
        const session = await open(viewport);
        const { page } = session;
        await session.goto('/about');
        await expect.visible(page.getByRole('heading', { level: 1 }));
        // Phones keep Login and Get Started in the header; the sections are one scroll away.
        const sectionLinks = ['Home', 'Services', 'Team'];
        for (const name of viewport === 'desktop' ? [...sectionLinks, 'Login'] : ['Login']) {
          await expect.visible(page.getByRole('link', { name, exact: true }));
        }
        for (const name of ['Services', 'Team']) {
          await expect.visible(page.getByRole('heading', { name, level: 2 }));
        }
        if (viewport === 'desktop') {
          await page.getByRole('link', { name: 'Team', exact: true }).click();
          expect.equal(new URL(page.url()).hash, '#team', 'the Team link target');
        }
        await session.capture('about');
        await page.getByRole('link', { name: 'Get Started' }).first().click();
        await expect.path(page, '/auth/register');
        await expect.visible(page.getByRole('heading', { name: 'Sign Up' }));
      }
    },
  },
  {
    name: 'registration',
    async run({ open, runtime }) {
      const session = await open();
      const { page } = session;
      await session.goto('/auth/registration');
      await expect.visible(page.getByRole('heading', { name: 'Sign Up' }));
      await expect.visible(page.getByText('Enter your details to create your account'));

      await page.getByLabel('Full name').fill('ab');
      await page.getByLabel('Email').fill('not-an-email');
      await page.getByLabel('Password', { exact: true }).fill(registration.password);
      await page.getByLabel('Confirm Password').fill('something else');
      await page.getByLabel('Confirm Password').blur();
      await expect.visible(page.getByText('Minimum 3 symbols'));
      await expect.visible(page.getByText('Wrong email format'));
      await expect.visible(page.getByText("Password and Confirm Password didn't match"));
      await session.capture('registration-invalid');

      await page.getByLabel('Full name').fill(registration.fullname);
      await page.getByLabel('Email').fill(registration.email);
      await page.getByLabel('Confirm Password').fill(registration.password);
      await page.getByRole('button', { name: /Hostel|Choose your hostel/ }).click();
      await page.getByRole('option', { name: 'Demo Hostel' }).click();
      const submit = page.getByRole('button', { name: 'Submit' });
      expect.truthy(await submit.isDisabled(), 'Submit to stay disabled until the terms are accepted');
      await page.getByRole('checkbox').check();
      await submit.click();
      await page.waitForURL('**/dashboard/student');
      await expect.visible(page.getByRole('button', { name: `Account of ${registration.fullname}` }));
      // Signed in, unconfirmed: the address must be proven before the account holds anything.
      await expect.visible(page.getByRole('heading', { name: 'Confirm your email', level: 1 }));
      await session.capture('registered-unconfirmed');
      await confirmEmail(session, runtime, registration.email);
      await expect.visible(page.getByRole('heading', { name: 'Waiting for approval', level: 1 }));
      await session.capture('registered-dashboard');
    },
  },
  {
    name: 'login-per-role',
    async run({ open }) {
      for (const role of ['admin', 'roomkeeper', 'student'] as const) {
        const session = await open();
        const { page } = session;
        await session.goto('/auth/login');
        await expect.visible(page.getByRole('heading', { name: 'Login Account' }));
        await expect.visible(page.getByText(demo[role]));
        if (role === 'admin') await session.capture('login');
        // The demo hint fills the form, as a visitor would use it.
        await page.getByRole('button', { name: new RegExp(`Use the ${role} account`, 'i') }).click();
        await page.getByRole('button', { name: 'Sign In' }).click();
        await page.waitForURL(`**/dashboard/${role}`);
        await session.capture(`dashboard-${role}`);
      }
    },
  },
  {
    name: 'login-failures',
    async run({ open }) {
      const session = await open();
      const { page } = session;
      await session.goto('/auth/login');
      await page.getByLabel('Email').fill(demo.admin);
      await page.getByLabel('Password', { exact: true }).fill('wrong password');
      await page.getByRole('radio', { name: 'Admin' }).check();
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect.visible(page.getByText('The login detail is incorrect'));
      await session.capture('login-wrong-password');

      await page.getByLabel('Email').fill('nobody@test.hostel');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect.visible(page.getByText('User not found'));
      await expect.path(page, '/auth/login');
    },
  },
  {
    name: 'forgot-and-reset-password',
    async run({ open, runtime }) {
      // A student of its own, so no other scenario depends on the password this one changes.
      const email = 'reset.student@test.hostel';
      const session = await open();
      const { page } = session;
      await registerStudent(session, runtime, 'Reset Student', email, 'first password');
      await signOut(session);

      await session.goto('/auth/forgot-password');
      await expect.visible(page.getByRole('heading', { name: 'Forgotten Password?' }));
      await page.getByLabel('Email').fill(email);
      await page.getByRole('radio', { name: 'Student' }).check();
      await session.capture('forgot-password');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect.path(page, /^\/auth(\/login)?$/);

      const link = mailedLinks(runtime, email).at(-1);
      expect.truthy(
        link?.includes('/auth/reset-password/student/'),
        `a reset link in the outbox, got ${link}`,
      );
      await page.goto(new URL(link as string).pathname);
      await page.getByLabel('New Password').fill('second password');
      await page.getByLabel('Confirm Password').fill('second password');
      await session.capture('reset-password');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect.path(page, /^\/auth(\/login)?$/);

      await signIn(session, 'student', email, 'second password');
      await signOut(session);
      // The old password no longer works, and the link works once.
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('first password');
      await page.getByRole('radio', { name: 'Student' }).check();
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect.visible(page.getByText('The login detail is incorrect'));
      await page.goto(new URL(link as string).pathname);
      await page.getByLabel('New Password').fill('third password');
      await page.getByLabel('Confirm Password').fill('third password');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect.visible(page.getByText(/invalid, has been used or has expired/));
    },
  },
  {
    name: 'route-guards',
    async run({ open }) {
      const session = await open();
      const { page } = session;
      await session.goto('/dashboard/admin');
      await expect.path(page, '/auth/login');
      await session.goto('/clean-requests');
      await expect.path(page, '/auth/login');
      await session.goto('/auth/whatever');
      await expect.path(page, '/auth/login');
      await session.goto('/error');
      await expect.path(page, '/error/error-v1');
      await expect.visible(page.getByText('404').first());
      await session.capture('error-v1');

      await signIn(session, 'student');
      await session.goto('/auth/login');
      await expect.path(page, '/dashboard/student');
      await session.goto('/');
      await expect.path(page, '/dashboard/student');
      await session.goto('/no/such/page');
      await expect.path(page, '/error/error-v5');
      await session.capture('error-v5');
      await session.goto('/manage/student');
      await expect.path(page, '/dashboard/student');
    },
  },
];
