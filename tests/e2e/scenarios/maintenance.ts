/**
 * Maintenance reports (issue 32), on a 360 px phone: the student, reading French, reports a leaking tap in
 * their room from their dashboard's "Report a problem"; the admin, reading English, finds it on the
 * maintenance board's New tab and moves it to Fixed with a note; the student's bell tells them, and its
 * entry opens My reports, where the report shows Fixed with its history. The report carries a photo,
 * posted straight to the bucket; the admin's card shows it through a signed link, and the admin's bell
 * tells of the new report. axe checks each new screen.
 */
import { expect } from '../expect';
import type { Session } from '../harness';
import { english, type Say, sayIn } from '../locale-text';
import type { Scenario } from '../run';
import { noSidewaysScroll, postApi, signIn } from '../steps';

/** The bound for a change to show without a reload. */
const within = 20_000;

async function seen(session: Session, name: string) {
  await noSidewaysScroll(session.page, name);
  await session.capture(name);
}

const bell = (session: Session, name: string) =>
  session.page.locator('#shell-header').getByRole('button', { name, exact: true });

/** The card of this run's report: the one whose text is `text`. */
const cardOf = (session: Session, text: string) =>
  session.page.getByRole('listitem').filter({ has: session.page.getByText(text, { exact: true }) });

/** A small JPEG drawn in the page: the tap, as the student's camera would give it. */
async function tapPhoto(session: Session): Promise<Buffer> {
  const bytes = await session.page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 48;
    canvas.height = 32;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#37a';
    context.fillRect(0, 0, 48, 32);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/jpeg'));
    return [...new Uint8Array(await blob.arrayBuffer())];
  });
  return Buffer.from(bytes);
}

async function reportLeak(student: Session, say: Say, text: string) {
  const { page } = student;
  await page.getByRole('link', { name: say('dashboard:student.reportProblem') }).click();
  await page.waitForURL('**/report-problem');
  await expect.visible(page.getByRole('heading', { name: say('maintenance:report.title'), level: 1 }));
  await expect.visible(page.getByText(say('maintenance:report.ownRoomNumber', { room: '101' })));
  // Plumbing is the first category; the urgency and the text by keyboard.
  await page.getByRole('radio', { name: say('maintenance:urgency.urgent') }).check();
  const problem = page.getByLabel(say('maintenance:report.text'));
  await problem.focus();
  await page.keyboard.type(text);
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'tap.jpg', mimeType: 'image/jpeg', buffer: await tapPhoto(student) });
  await expect.visible(page.getByText('tap.jpg'));
  await seen(student, 'maintenance-report-phone');
  await page.getByRole('button', { name: say('maintenance:report.submit') }).click();
  await page.waitForURL('**/my-reports');
  await expect.visible(page.getByText(say('maintenance:report.sent')));
  await expect.visible(cardOf(student, text).getByText(say('maintenance:status.new')));
  await seen(student, 'maintenance-my-reports-phone');
}

async function fixIt(admin: Session, say: Say, text: string) {
  const { page } = admin;
  await admin.goto('/maintenance');
  await expect.visible(page.getByRole('heading', { name: say('maintenance:board.title'), level: 1 }));
  const card = cardOf(admin, text);
  await expect.visible(card);
  // The student's photo, through a link the API signed for a quarter of an hour: it loads from the bucket.
  const photo = card.getByRole('img', { name: say('maintenance:card.photo', { number: 1 }) });
  await expect.visible(photo);
  await page.waitForFunction(
    (img) => (img as HTMLImageElement).naturalWidth === 48,
    await photo.elementHandle(),
  );
  await seen(admin, 'maintenance-board-phone');
  await card.getByRole('button', { name: say('maintenance:board.changeLabel', { room: '101' }) }).click();
  const dialog = page.getByRole('dialog');
  await expect.visible(dialog.getByText(say('maintenance:change.title')));
  await dialog.getByRole('button', { name: new RegExp(say('maintenance:status.new')) }).click();
  await page.getByRole('option', { name: say('maintenance:status.fixed') }).click();
  await dialog.getByLabel(say('maintenance:change.assignee')).fill('Ravi Keeper');
  await dialog.getByLabel(say('maintenance:change.note')).fill('Washer replaced.');
  await seen(admin, 'maintenance-change-phone');
  await dialog.getByRole('button', { name: say('maintenance:change.save') }).click();
  await expect.visible(page.getByText(say('maintenance:change.saved')));
  await page.getByRole('tab', { name: say('maintenance:status.fixed') }).click();
  await expect.visible(cardOf(admin, text));
}

export const maintenanceScenarios: Scenario[] = [
  {
    name: 'maintenance',
    devices: ['phone'],
    async run({ open }) {
      const fr = sayIn('fr');
      const [student, admin] = await Promise.all([open('phone', 'fr-FR'), open('phone')]);
      await student.goto('/about?lng=fr');
      await signIn(student, 'student', undefined, undefined, fr);
      await signIn(admin, 'admin');
      // Signing in shows the language stored on the profile, which an earlier scenario may have left another.
      await postApi(student.page, '/api/updateUser', { language: 'fr' });
      await student.goto('/dashboard/student?lng=fr');
      // The student starts with nothing unread: opening the panel marks everything read.
      await student.page
        .locator('#shell-header')
        .getByRole('button', { name: /^Notifications/ })
        .click();
      await expect.visible(bell(student, fr('shell:notes.bellNone')), within);
      await student.page.getByRole('button', { name: fr('shell:notes.close') }).click();

      const text = `The bathroom tap leaks (${Date.now()}).`;
      await student.goto('/dashboard/student');
      await reportLeak(student, fr, text);
      // The admin's bell tells of the new report, with the student's words.
      await admin.goto('/dashboard/admin');
      await admin.page
        .locator('#shell-header')
        .getByRole('button', { name: /^Notifications/ })
        .click();
      await expect.visible(
        admin.page.getByRole('link', { name: new RegExp(text.replace(/[().]/g, '\\$&')) }).first(),
        within,
      );
      await admin.page.getByRole('button', { name: english('shell:notes.close') }).click();
      await fixIt(admin, english, text);

      // The student is told: the bell counts it, its entry opens My reports, where it shows Fixed.
      const unread = bell(student, fr('shell:notes.bell', { count: 1 }));
      await expect.visible(unread, within);
      await unread.click();
      await student.page.getByRole('tab', { name: fr('shell:notes.tabs.events') }).click();
      const entry = student.page.getByRole('link', {
        name: fr('shell:notes.maintenance', {
          by: 'Asha Admin',
          room: 'Main 101',
          status: fr('shell:notes.maintenanceStatus.fixed'),
        }),
      });
      await expect.visible(entry);
      await seen(student, 'maintenance-told-phone');
      await entry.click();
      await student.page.waitForURL('**/my-reports');
      const card = cardOf(student, text);
      await expect.visible(card.getByText(fr('maintenance:status.fixed')).first(), within);
      await expect.visible(card.getByText('Washer replaced.'));
      await card.getByRole('button', { name: fr('maintenance:card.history') }).click();
      await seen(student, 'maintenance-history-phone');

      // The demo student reads English again, as the other scenarios expect.
      await postApi(student.page, '/api/updateUser', { language: 'en' });
      await student.goto('/dashboard/student?lng=en');
      await expect.visible(student.page.getByRole('heading', { level: 1 }).first());
    },
  },
];
