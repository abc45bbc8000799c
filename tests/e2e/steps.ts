/** Steps that scenarios share: signing in as a person would, and waiting for what a page shows. */
import type { Locator, Page } from 'playwright-core';

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

/** A day `daysAhead` from today: as stored, as typed into a date field, and as the tables show it (en). */
export function futureDay(daysAhead: number) {
  const day = new Date();
  day.setDate(day.getDate() + daysAhead);
  const pad = (value: number) => String(value).padStart(2, '0');
  const iso = `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  const shown = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
  return { iso, typed: iso.replace(/-/g, '/'), shown };
}

/** Opens a time picker (found by its label) and picks a time by typing it into the filter. */
export async function chooseTime(scope: Page | Locator, label: string, time: string) {
  await scope.getByRole('button', { name: new RegExp(`^${label}\\b`) }).click();
  const page = 'page' in scope ? scope.page() : scope;
  // The picker that just opened has the focus in its filter; its own list holds the options.
  const filter = page.locator('input:focus');
  await filter.fill(time);
  const list = await filter.getAttribute('aria-controls');
  await page.locator(`[id="${list}"]`).getByRole('option', { name: time, exact: true }).click();
}

/** The table row that shows a date (and, when given, other text). */
export function rowOf(page: Page, ...texts: string[]): Locator {
  return texts.reduce((rows, text) => rows.filter({ hasText: text }), page.getByRole('row'));
}

/** A student asks for a clean on /clean-requests, as on the page: date typed, time picked. */
export async function createRequest(session: Session, day: ReturnType<typeof futureDay>, time: string) {
  const { page } = session;
  if (new URL(page.url()).pathname !== '/clean-requests') await session.goto('/clean-requests');
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Create Request' }) });
  await expect.visible(form.getByLabel('Room'));
  await form.getByLabel('Date', { exact: true }).fill(day.typed);
  await chooseTime(form, 'Time', time);
  await form.getByRole('button', { name: 'Create Request' }).click();
  await expect.visible(page.getByText(`Clean request created for`));
  await expect.visible(rowOf(page, day.shown, time));
}

/** The value of a dashboard counter card, by its label. */
export async function counter(page: Page, label: string): Promise<number> {
  const value = page.locator('dt', { hasText: label }).first().locator('xpath=following-sibling::dd[1]');
  await expect.visible(value);
  // The cards show '–' while loading.
  for (let tries = 0; tries < 50; tries++) {
    const text = (await value.innerText()).trim();
    if (/^\d+$/.test(text)) return Number(text);
    await page.waitForTimeout(100);
  }
  throw new Error(`The counter ${label} shows no number`);
}
