/** Steps that scenarios share: signing in as a person would, and waiting for what a page shows. */
import type { Locator, Page } from 'playwright-core';

import { expect } from './expect';
import { mailedLinks, type Runtime, type Session } from './harness';
import { hostelDate } from './hostel-clock';
import { english, type Say } from './locale-text';

export const tokenStorageKey = 'hostel-clean.auth.v1';

/** Calls the API as the person signed in on `page`; answers the JSON body after checking the status. */
export async function postApi(page: Page, path: string, data: unknown, status = 200) {
  const token = await page.evaluate((key) => localStorage.getItem(key), tokenStorageKey);
  const answer = await page.request.post(path, { headers: { authorization: `Bearer ${token}` }, data });
  expect.equal(answer.status(), status, `the status of POST ${path}`);
  return answer.json();
}

export const demoPassword = 'demo1234';
export const demo = {
  admin: 'admin@demo.hostel',
  roomkeeper: 'keeper@demo.hostel',
  student: 'student@demo.hostel',
} as const;
export type DemoRole = keyof typeof demo;

/**
 * Sign-ins wait for each other: each is a password hash, and the local runtime answers 503 to hashes
 * beyond its cores, which scenarios signing three people in at once would otherwise meet.
 */
let signingIn: Promise<unknown> = Promise.resolve();

/** Fills the login form (in the language of `say`) and signs in; answers once the role's dashboard shows. */
export function signIn(
  session: Session,
  role: DemoRole,
  email: string = demo[role],
  password = demoPassword,
  say: Say = english,
) {
  const turn = signingIn.then(() => signInNow(session, role, email, password, say));
  signingIn = turn.catch(() => undefined);
  return turn;
}

async function signInNow(session: Session, role: DemoRole, email: string, password: string, say: Say) {
  const { page } = session;
  await session.goto('/auth/login');
  await page.getByLabel(say('auth:email')).fill(email);
  await page.getByLabel(say('auth:password'), { exact: true }).fill(password);
  await page.getByRole('radio', { name: say(`common:roles.${role}`) }).check();
  await page.getByRole('button', { name: say('auth:login.submit') }).click();
  await page.waitForURL(`**/dashboard/${role}`);
  await expect.visible(page.getByRole('heading', { level: 1 }).first());
}

/**
 * A day `daysAhead` from the hostel's today (`hostel-clock.ts`), as the site's own "today" is: as stored,
 * as typed into a date field, and as the tables show it (en).
 */
export function futureDay(daysAhead: number) {
  const iso = hostelDate(daysAhead);
  const shown = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
  return { iso, typed: iso.replace(/-/g, '/'), shown };
}

/** Opens a time picker (found by its label) and picks a time by typing it into the filter. */
export async function chooseTime(scope: Page | Locator, label: string, time: string) {
  // No `\b`: it never matches after a Japanese or Chinese label.
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await scope.getByRole('button', { name: new RegExp(`^${escaped}(?!\\w)`) }).click();
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

/** A request on the admin's dashboard: its table row on a desktop, its card (a list item) on a phone. */
export function requestOf(page: Page, ...texts: string[]): Locator {
  const rowOrCard = page.getByRole('row').or(page.getByRole('listitem'));
  return texts.reduce((found, text) => found.filter({ hasText: text }), rowOrCard);
}

/**
 * A student asks for a clean on /clean-requests, as on the page: a resident's room chosen by its option's
 * text when `room` is given (their own room, else), date typed, time picked; in the language of `say`.
 */
export async function createRequest(
  session: Session,
  day: ReturnType<typeof futureDay>,
  time: string,
  { room, say = english }: { room?: string; say?: Say } = {},
) {
  const { page } = session;
  if (new URL(page.url()).pathname !== '/clean-requests') await session.goto('/clean-requests');
  const title = say('requests:create.title');
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: title }) });
  const roomLabel = say('requests:create.room');
  const roomSelect = form.getByRole('button', { name: new RegExp(`^${roomLabel}`) });
  if (room) {
    await roomSelect.click();
    await page.getByRole('option', { name: room, exact: true }).click();
    await expect.visible(roomSelect.filter({ hasText: room }));
  } else await expect.visible(form.getByLabel(roomLabel));
  await form.getByLabel(say('requests:create.date'), { exact: true }).fill(day.typed);
  await chooseTime(form, say('requests:create.time'), time);
  await form.getByRole('button', { name: say('requests:create.submit') }).click();
  const shown = say === english ? day.shown : say.date(day.iso);
  await expect.visible(page.getByText(say('requests:create.done', { date: shown, time })));
  await expect.visible(requestOf(page, shown, time));
}

/** Someone invited follows the link mailed to them and sets a password (in `say`'s language). */
export async function acceptInvitation(
  session: Session,
  runtime: Runtime,
  email: string,
  password: string,
  say: Say = english,
) {
  const { page } = session;
  const link = await expect.eventually(
    () => mailedLinks(runtime, email).findLast((mailed) => mailed.includes('/auth/reset-password/')),
    `an invitation mailed to ${email}`,
    60_000,
  );
  await session.goto(`${new URL(link).pathname}?lng=${say.language}`);
  await page.getByLabel(say('auth:reset.password'), { exact: true }).fill(password);
  await page.getByLabel(say('auth:reset.confirmPassword'), { exact: true }).fill(password);
  await session.capture('invitation-set-password');
  await page.getByRole('button', { name: say('auth:submit') }).click();
  await expect.path(page, /^\/auth(\/login)?$/);
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

/** The admin allots the pending request of a date and time to a keeper. */
export async function allotRequest(
  admin: Session,
  day: ReturnType<typeof futureDay>,
  time: string,
  keeper: string,
) {
  const { page } = admin;
  await admin.goto('/dashboard/admin');
  await rowOf(page, day.shown, time)
    .getByRole('button', { name: /^(Re-)?Allot$/ })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('button[aria-haspopup]').click();
  await page.getByRole('option', { name: keeper }).click();
  await dialog.getByRole('button', { name: 'Allot', exact: true }).click();
  await expect.visible(page.getByText(`Request allotted to ${keeper}.`));
}

/**
 * The keeper marks the scheduled request of a date (and time, when the day has others) as completed with
 * its times, which must be past on the hostel's clock (`earlierToday`).
 */
export async function completeRequest(
  keeper: Session,
  day: ReturnType<typeof futureDay>,
  timeIn: string,
  timeOut: string,
  time?: string,
) {
  const { page } = keeper;
  await keeper.goto('/dashboard/roomkeeper');
  await rowOf(page, day.shown, ...(time ? [time] : []))
    .getByRole('button', { name: 'Mark As Completed' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Mark as completed' });
  await chooseTime(dialog, 'Time-In', timeIn);
  await chooseTime(dialog, 'Time-Out', timeOut);
  await dialog.getByRole('button', { name: 'Mark As Completed' }).click();
  await expect.visible(page.getByText('Request marked as completed.'));
}

/** The student rates the completed request of a date (and time, when the day has others) on /clean-requests. */
export async function rateRequest(
  student: Session,
  day: ReturnType<typeof futureDay>,
  feedback: { stars: number; message: string; suggestion?: string; complaint?: string },
  time?: string,
) {
  const { page } = student;
  await student.goto('/clean-requests');
  await rowOf(page, day.shown, 'Completed', ...(time ? [time] : []))
    .getByRole('button', { name: 'Rate' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Rate the cleaning' });
  await dialog
    .getByRole('button', { name: english('requests:rate.star', { count: feedback.stars }), exact: true })
    .click();
  await dialog.getByLabel('Message').fill(feedback.message);
  if (feedback.suggestion) await dialog.getByLabel('Suggestion (optional)').fill(feedback.suggestion);
  if (feedback.complaint) await dialog.getByLabel('Complaint (optional)').fill(feedback.complaint);
  await dialog.getByRole('button', { name: 'Send rating' }).click();
  await expect.visible(page.getByText('Thank you for your feedback.'));
}

/**
 * Registers a student of Demo Hostel on the sign-up page; the new account is signed in but unconfirmed
 * until `confirmEmail` follows the link mailed to it (issue 27).
 */
export async function registerUnconfirmed(
  session: Session,
  fullname: string,
  email: string,
  password: string,
) {
  const { page } = session;
  await session.goto('/auth/registration');
  await page.getByLabel('Full name').fill(fullname);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: /Choose your hostel/ }).click();
  await page.getByRole('option', { name: 'Demo Hostel' }).click();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL('**/dashboard/student');
  await expect.visible(page.getByRole('heading', { name: 'Confirm your email', level: 1 }));
}

/**
 * Opens the confirmation link mailed to the address, confirms from the keyboard, and goes on signed in;
 * `capture` saves (and checks with axe) the page before and after.
 */
export async function confirmEmail(session: Session, runtime: Runtime, email: string, capture = false) {
  const { page } = session;
  const link = mailedLinks(runtime, email).findLast((mailed) => mailed.includes('/auth/confirm-email/'));
  expect.truthy(link, `a confirmation link mailed to ${email}`);
  await session.goto(new URL(link as string).pathname);
  await expect.visible(page.getByRole('heading', { name: 'Confirm your email' }));
  if (capture) await session.capture('confirm-email');
  await page.getByRole('button', { name: 'Confirm my email' }).focus();
  await page.keyboard.press('Enter');
  await expect.visible(page.getByText('Your email is confirmed.', { exact: false }));
  if (capture) await session.capture('email-confirmed');
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
}

/** Registers a student of Demo Hostel and follows the confirmation link: they then wait for approval. */
export async function registerStudent(
  session: Session,
  runtime: Runtime,
  fullname: string,
  email: string,
  password: string,
) {
  await registerUnconfirmed(session, fullname, email, password);
  await confirmEmail(session, runtime, email);
  await session.page.waitForURL('**/dashboard/student');
}

/** Signs out through /logout and waits for the login page. */
export async function signOut(session: Session) {
  await session.goto('/logout');
  await expect.path(session.page, '/auth/login');
}

/**
 * The signed-in demo admin approves a student waiting for approval (Demo Hostel approves
 * self-registrations) on Manage Students.
 */
export async function approveRegistration(admin: Session, name: string) {
  const { page } = admin;
  await admin.goto('/manage/student');
  const waiting = page.locator('#waitingList');
  await waiting.getByRole('checkbox', { name: `Select ${name}` }).check();
  await waiting.getByRole('button', { name: 'Approve' }).click();
  await expect.visible(page.getByText('1 student approved and told by email.'));
}

/** Fails unless the page fits a 360 px phone without sideways scroll. */
export async function noSidewaysScroll(page: Page, what: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.truthy(width <= 360, `${what} to fit 360 px without sideways scroll, got ${width}`);
}
