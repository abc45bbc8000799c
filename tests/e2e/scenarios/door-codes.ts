/**
 * Door codes (issue 33): on Rooms the admin prints the QR sheet of the demo building's floor 1 (opened as
 * a page of its own and printed to PDF by Chromium, its text read back with `pdftotext`); a code's URL,
 * opened by the keeper while signed out, asks them to sign in and lands back on the door, which offers
 * Start and then Done for the room's clean of today and notes the visit; the resident of the room gets the
 * request form with their room chosen, and reports a problem in the room from the door — its kind from
 * the report form's list, its urgency by keyboard — which the admin's maintenance board shows with both.
 * On the desktop in English, and on a 360 px phone in Japanese; axe checks each new screen.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect } from '../expect';
import { screenshotDir, type Session } from '../harness';
import { english, type Say, sayIn } from '../locale-text';
import type { Scenario } from '../run';
import { demo, demoPassword, futureDay, noSidewaysScroll, postApi, signIn, signOut } from '../steps';

/** Where a person is: the page's check at 360 px, then its screenshot and axe check. */
async function seen(session: Session, name: string) {
  if (session.viewport === 'phone') await noSidewaysScroll(session.page, name);
  await session.capture(name);
}

/** The sheet as Chromium prints it on its own A4 page size, as text. */
async function printed(session: Session, name: string): Promise<string> {
  const pdf = await session.page.pdf({ preferCSSPageSize: true, printBackground: true });
  mkdirSync(screenshotDir, { recursive: true });
  const file = join(screenshotDir, `print-${name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** The id of a room of the demo building's floor 1, as the Rooms list answers it. */
async function roomIdOf(admin: Session, number: string): Promise<string> {
  const token = await admin.page.evaluate(() => localStorage.getItem('hostel-clean.auth.v1'));
  const answer = await admin.page.request.get('/api/rooms?building=Main&floor=1', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect.equal(answer.status(), 200, 'the status of GET /api/rooms');
  const { data } = (await answer.json()) as { data: { id: string; number: string }[] };
  return data.find((room) => room.number === number)!.id;
}

/** The admin prints floor 1 of the demo building from Rooms; answers the sticker codes by room number. */
async function printSheet(admin: Session, say: Say, device: string): Promise<Map<string, string>> {
  const { page } = admin;
  await admin.goto('/rooms');
  await page.getByRole('button', { name: say('rooms:actions.printDoorCodes') }).click();
  const dialog = page.getByRole('dialog', { name: say('doors:print.title') });
  await expect.visible(dialog);
  // The demo building, whichever building comes first (other scenarios add their own).
  await dialog.getByRole('button', { name: new RegExp(`^${say('doors:print.building')}`) }).click();
  // (Chosen already when it is the first: its option's name then says it is selected.)
  await page.getByRole('option').filter({ hasText: /^Main/ }).first().click();
  await dialog.getByRole('button', { name: new RegExp(`^${say('doors:print.floor')}`) }).click();
  await page.getByRole('option', { name: '1', exact: true }).click();
  await seen(admin, `door-codes-print-dialog-${device}`);
  await dialog.getByRole('button', { name: say('doors:print.open') }).click();
  await page.waitForURL('**/door-codes?building=Main&floor=1');
  await expect.visible(
    page.getByRole('heading', { name: say('doors:sheet.titleFloor', { building: 'Main', floor: '1' }) }),
  );
  await expect.visible(page.getByText(say('doors:sheet.count', { count: 8 })));
  await expect.visible(page.getByRole('img', { name: say('doors:sheet.qr', { number: '101' }) }));
  await seen(admin, `door-codes-sheet-${device}`);
  const text = (await printed(admin, `door-codes-${device}`)).replace(/[ \t]+/g, ' ');
  for (const number of ['101', '104', '1K', '1B'])
    expect.truthy(
      new RegExp(`(^|\\s)${number}(\\s|$)`, 'm').test(text),
      `the sheet to print room ${number}:\n${text}`,
    );
  expect.truthy(
    !text.includes(say('doors:sheet.print')),
    `the sheet not to print its Print button:\n${text}`,
  );
  // The codes themselves, as the sheet's own call answers them (printing again keeps every code).
  const sheet = (await postApi(page, '/api/doorCodes', { building: 'Main', floor: '1' })) as {
    stickers: { number: string; code: string }[];
    made: number;
  };
  expect.equal(sheet.made, 0, 'codes made by printing the sheet again');
  return new Map(sheet.stickers.map((sticker) => [sticker.number, sticker.code]));
}

/** The keeper opens the door's URL signed out, signs in on the login page and lands back on the door. */
async function keeperAtTheDoor(keeper: Session, say: Say, code: string, time: string, device: string) {
  const { page } = keeper;
  await keeper.goto(`/r/${code}`);
  await page.waitForURL('**/auth/login');
  await expect.visible(page.getByText(say('auth:login.door')));
  await page.getByLabel(say('auth:email')).fill(demo.roomkeeper);
  await page.getByLabel(say('auth:password'), { exact: true }).fill(demoPassword);
  await page.getByRole('radio', { name: say('common:roles.roomkeeper') }).check();
  await page.getByRole('button', { name: say('auth:login.submit') }).click();
  await page.waitForURL(`**/r/${code}`);
  await expect.visible(
    page.getByRole('heading', { name: say('doors:door.title', { number: '101' }), level: 1 }),
  );
  await expect.visible(page.getByText(say('doors:door.scanned')));
  // This run's clean of the room: the card whose summary says its time (another of today may be there)
  // and that shows the button wanted.
  const card = (button: string) =>
    page
      .locator('div')
      .filter({ has: page.getByText(say('dashboard:keeper.at', { time }), { exact: true }) })
      .filter({ has: page.getByRole('button', { name: button }) })
      .last();
  const start = say('dashboard:keeper.start');
  await expect.visible(card(start));
  await seen(keeper, `door-codes-keeper-${device}`);
  await card(start).getByRole('button', { name: start }).click();
  await expect.visible(page.getByText(say('dashboard:keeper.started')));
  const doneLabel = say('dashboard:keeper.done');
  const done = card(doneLabel).getByRole('button', { name: doneLabel });
  await done.focus();
  await page.keyboard.press('Enter');
  await expect.visible(page.getByText(say('dashboard:keeper.finished')));
}

/** The resident reports a problem from the door: the kind from its list, the urgency and text by keyboard. */
async function reportAtTheDoor(student: Session, say: Say, text: string, device: string) {
  const { page } = student;
  const report = page.locator('form').filter({
    has: page.getByRole('heading', { name: say('doors:report.title') }),
  });
  await report.getByRole('button', { name: new RegExp(`^${say('maintenance:report.category')}`) }).click();
  await page.getByRole('option', { name: say('maintenance:category.electrical'), exact: true }).click();
  // From Normal, the arrow key moves the urgency to Low, as a radio group does.
  await report.getByRole('radio', { name: say('maintenance:urgency.normal') }).focus();
  await page.keyboard.press('ArrowUp');
  expect.truthy(
    await report.getByRole('radio', { name: say('maintenance:urgency.low') }).isChecked(),
    'the urgency Low to be chosen by the arrow key',
  );
  await report.getByLabel(say('doors:report.text')).focus();
  await page.keyboard.type(text);
  await seen(student, `door-codes-report-${device}`);
  await report.getByRole('button', { name: say('doors:report.submit') }).click();
  await expect.visible(page.getByText(say('doors:report.sent')));
}

/** The admin's maintenance board shows the door's report, new, with the kind and urgency chosen. */
async function onTheBoard(admin: Session, say: Say, text: string) {
  const { page } = admin;
  await admin.goto('/maintenance');
  await expect.visible(page.getByRole('heading', { name: say('maintenance:board.title'), level: 1 }));
  const card = page.getByRole('listitem').filter({ has: page.getByText(text, { exact: true }) });
  await expect.visible(card);
  await expect.visible(card.getByText(say('maintenance:category.electrical'), { exact: true }));
  await expect.visible(card.getByText(say('maintenance:urgency.low'), { exact: true }));
}

async function run(
  open: (viewport?: 'desktop' | 'phone', locale?: string) => Promise<Session>,
  device: 'desktop' | 'phone',
) {
  const say = device === 'phone' ? sayIn('ja') : english;
  const locale = device === 'phone' ? 'ja-JP' : 'en-US';
  const language = `?lng=${say.language}`;
  const [admin, keeper, student] = await Promise.all([
    open(device, locale),
    open(device, locale),
    open(device, locale),
  ]);
  await admin.goto(`/about${language}`);
  await signIn(admin, 'admin', demo.admin, demoPassword, say);
  await admin.goto(`/rooms${language}`);
  const codes = await printSheet(admin, say, device);
  const code = codes.get('101')!;
  expect.truthy(/^[\w-]{22}$/.test(code), `room 101's code (${code})`);

  // Room 101's clean of today, asked by the hostel and allotted to Ravi, at a time of this run's own.
  const time = device === 'phone' ? '10:00' : '11:00';
  const roomId = await roomIdOf(admin, '101');
  const made = (await postApi(
    admin.page,
    '/api/roomRequests',
    { roomId, date: futureDay(0).iso, time },
    201,
  )) as {
    request: { _id: string };
  };
  await postApi(admin.page, '/api/allotRequest', { id: made.request._id, roomKeeper: 'Ravi Keeper' });

  // The keeper reads the site in the run's language (stored on their profile, as signing in shows it),
  // then signs out: the door's URL finds them signed out.
  await keeper.goto(`/about${language}`);
  await signIn(keeper, 'roomkeeper', demo.roomkeeper, demoPassword, say);
  await keeper.goto(`/dashboard/roomkeeper${language}`);
  await expect.visible(keeper.page.getByRole('heading', { level: 1 }).first());
  await signOut(keeper);
  await keeperAtTheDoor(keeper, say, code, time, device);

  await student.goto(`/about${language}`);
  await signIn(student, 'student', demo.student, demoPassword, say);
  await student.goto(`/r/${code}${language}`);
  const form = student.page.locator('form').filter({
    has: student.page.getByRole('heading', { name: say('doors:door.request') }),
  });
  await expect.visible(form);
  await expect.visible(form.getByText(say('requests:create.ownRoom', { number: '101', floor: '1' })));
  await expect.visible(student.page.getByRole('heading', { name: say('doors:report.title') }));
  await seen(student, `door-codes-resident-${device}`);
  const problem = `The lamp flickers (${device}, ${Date.now()}).`;
  await reportAtTheDoor(student, say, problem, device);
  await onTheBoard(admin, say, problem);
  // The demo accounts read English again, as the other scenarios expect.
  for (const [person, role] of [
    [admin, 'admin'],
    [keeper, 'roomkeeper'],
    [student, 'student'],
  ] as const) {
    await person.goto(`/dashboard/${role}?lng=en`);
    await expect.visible(person.page.getByRole('heading', { level: 1 }).first());
  }
}

export const doorCodeScenarios: Scenario[] = [
  {
    name: 'door-codes',
    devices: ['desktop', 'phone'],
    async run({ open, device }) {
      await run(open, device === 'phone' ? 'phone' : 'desktop');
    },
  },
];
