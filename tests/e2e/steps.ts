/** Steps that scenarios share: signing in as a person would, and waiting for what a page shows. */
import { expect } from './expect';
import type { Session } from './harness';

export const demoPassword = 'demo1234';
export const demo = {
  admin: 'admin@demo.hostel',
  roomkeeper: 'keeper@demo.hostel',
  student: 'student@demo.hostel',
} as const;
export type DemoRole = keyof typeof demo;

const roleLabels: Record<DemoRole, string> = { admin: 'Admin', roomkeeper: 'Roomkeeper', student: 'Student' };

/** Fills the login form and signs in; answers once the role's dashboard shows. */
export async function signIn(
  session: Session,
  role: DemoRole,
  email: string = demo[role],
  password = demoPassword,
) {
  const { page } = session;
  await session.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('radio', { name: roleLabels[role] }).check();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`**/dashboard/${role}`);
  await expect.visible(page.getByRole('heading', { level: 1 }).first());
}
