/**
 * Inspections (issue 32) on a 360 px phone, the admin reading Japanese: they turn inspection sampling on
 * (every clean) in the settings, a clean the keeper completes waits on the room board's list, and they
 * inspect it there and fail the bathroom with a note; the re-clean goes to the same keeper, who reads
 * (in English) which item failed. A student's 1-star rating becomes a re-clean in one tap on the ratings
 * page. The inspector adds a photo of the shower, which the inspection then shows from the bucket through
 * a signed link. axe checks each screen.
 *
 * The suite's scenarios share the demo hostel: the student is one of the scenario's own (registered and
 * approved here, in a room no one else asks for), so the demo student's open requests never matter; and
 * whatever happens, sampling is off again and the admin reads English again at the end.
 */
import { randomUUID } from 'node:crypto';

import { expect } from '../expect';
import type { Session } from '../harness';
import { earlierToday } from '../hostel-clock';
import { english, type Say, sayIn } from '../locale-text';
import type { Scenario } from '../run';
import {
  allotRequest,
  approveRegistration,
  completeRequest,
  createRequest,
  futureDay,
  noSidewaysScroll,
  postApi,
  rateRequest,
  registerStudent,
  signIn,
} from '../steps';

const keeperName = 'Ravi Keeper';
/** Times no other scenario takes: in a full run the demo keeper has other cleans today. */
const inspectedTime = '16:05';
const ratedTime = '16:25';

async function seen(session: Session, name: string) {
  await noSidewaysScroll(session.page, name);
  await session.capture(name);
}

/** A small JPEG drawn in the page: the shower, as the inspector's camera would give it. */
async function showerPhoto(session: Session): Promise<Buffer> {
  const bytes = await session.page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 48;
    canvas.height = 32;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#a73';
    context.fillRect(0, 0, 48, 32);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/jpeg'));
    return [...new Uint8Array(await blob.arrayBuffer())];
  });
  return Buffer.from(bytes);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const inspectionScenarios: Scenario[] = [
  {
    name: 'inspections',
    devices: ['phone'],
    async run({ open, runtime }) {
      const ja = sayIn('ja');
      const tag = randomUUID().slice(0, 6);
      const resident = {
        name: `Ines Inspected ${tag}`,
        email: `ines-${tag}@test.hostel`,
        password: 'ines pass',
      };
      // A room of this run's own: its cleans are the only ones of their room on the board's list.
      const room = `7${String(parseInt(tag, 16) % 100).padStart(2, '0')}`;
      // The admin allots at a desk (its table), and inspects on a phone.
      const [student, keeper, desk, admin] = await Promise.all([open(), open(), open(), open('phone')]);
      await registerStudent(student, runtime, resident.name, resident.email, resident.password);
      await Promise.all([signIn(keeper, 'roomkeeper'), signIn(desk, 'admin'), signIn(admin, 'admin')]);
      await approveRegistration(desk, resident.name);
      await student.page.getByRole('button', { name: 'Check again' }).click();
      await expect.visible(student.page.getByRole('heading', { name: 'Student dashboard' }));
      try {
        await inspectAndReclean({ ja, room, student, keeper, desk, admin });
      } finally {
        // Whatever happened: the hostel inspects nothing, keeps one request a date, and its admin reads
        // English, as the next scenarios expect. These calls are the admin's, whose token the phone holds.
        await postApi(admin.page, '/api/hostelSettings', { inspectOneIn: null, onePerDate: true });
        await postApi(admin.page, '/api/updateUser', { language: 'en' });
      }
    },
  },
];

interface Walk {
  ja: Say;
  room: string;
  student: Session;
  keeper: Session;
  desk: Session;
  admin: Session;
}

/** Asks for a clean of `room` as a student with no room of their own: the room and floor typed. */
async function askFor(student: Session, room: string, day: ReturnType<typeof futureDay>, time: string) {
  await student.goto('/clean-requests');
  await expect.visible(student.page.getByRole('heading', { name: 'Create Request' }));
  await student.page.getByLabel('Room').fill(room);
  await student.page.getByLabel('Floor').fill('7');
  await createRequest(student, day, time);
}

async function inspectAndReclean({ ja, room, student, keeper, desk, admin }: Walk) {
  // Signing in shows the stored language, which an earlier scenario may have left another: set both.
  await postApi(keeper.page, '/api/updateUser', { language: 'en' });
  await postApi(admin.page, '/api/updateUser', { language: 'en' });
  // Two cleans of today for one student: the hostel's one-request-a-date rule (on by default) is off
  // for the walk, and on again in the scenario's `finally`.
  await postApi(admin.page, '/api/hostelSettings', { onePerDate: false });
  const today = futureDay(0);
  await askFor(student, room, today, inspectedTime);
  await askFor(student, room, today, ratedTime);
  await allotRequest(desk, today, inspectedTime, keeperName);
  await allotRequest(desk, today, ratedTime, keeperName);

  // The admin reads Japanese from here, and asks for an inspection of every clean.
  await postApi(admin.page, '/api/updateUser', { language: 'ja' });
  await admin.goto('/settings?lng=ja');
  const { page } = admin;
  await page.getByRole('checkbox', { name: ja('settings:sampling.on') }).check();
  await page
    .getByRole('button', { name: new RegExp(escaped(ja('settings:sampling.option', { count: 5 }))) })
    .click();
  await page.getByRole('option', { name: ja('settings:sampling.every') }).click();
  await page.getByRole('button', { name: ja('settings:sampling.save') }).click();
  await expect.visible(page.getByText(ja('settings:sampling.saved')));
  await seen(admin, 'inspections-sampling-settings-phone');

  // The keeper's Done is picked; sampling is off again before the second, which is only rated.
  await completeRequest(keeper, today, earlierToday.timeIn, earlierToday.timeOut, inspectedTime);
  await postApi(page, '/api/hostelSettings', { inspectOneIn: null });
  await completeRequest(keeper, today, earlierToday.timeIn, earlierToday.timeOut, ratedTime);

  // The board lists the clean waiting for inspection; its link opens the inspection.
  await admin.goto('/room-board');
  const due = page.getByRole('link', {
    name: ja('board:due.item', { room, date: ja.date(today.iso), time: inspectedTime }),
  });
  await expect.visible(due);
  await expect.visible(page.getByText(ja('board:waits.inspection')).first());
  await seen(admin, 'inspections-board-due-phone');
  await due.click();
  await page.waitForURL('**/inspect/**');
  await expect.visible(page.getByRole('heading', { name: ja('inspections:inspect.title', { room }) }));

  // At 360 px each item's pass/fail is a select: the bathroom fails, with a note.
  const bathroom = ja('inspections:item.bathroom');
  await page.getByRole('button', { name: new RegExp(`^${escaped(bathroom)}`) }).click();
  await page.getByRole('option', { name: ja('inspections:inspect.fail') }).click();
  const note = `Shower not cleaned (${Date.now()})`;
  await page.getByRole('textbox', { name: ja('inspections:inspect.note') }).fill(note);
  await expect.visible(page.getByText(ja('inspections:inspect.recleanHint')));
  // A photo of the shower, as the phone's camera would give it.
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'shower.jpg', mimeType: 'image/jpeg', buffer: await showerPhoto(admin) });
  await expect.visible(page.getByText('shower.jpg'));
  await seen(admin, 'inspections-inspect-failed-phone');
  await page.getByRole('button', { name: ja('inspections:inspect.submitFailed') }).click();
  await expect.visible(page.getByText(ja('inspections:inspect.failedSent', { keeper: keeperName })));
  // The inspection shows the photo through a link the API signed: it loads from the bucket.
  const photo = page.getByRole('img', { name: ja('inspections:summary.photo', { number: 1 }) });
  await expect.visible(photo);
  await page.waitForFunction(
    (img) => (img as HTMLImageElement).naturalWidth === 48,
    await photo.elementHandle(),
  );
  await seen(admin, 'inspections-inspected-phone');
  // Inspected, it no longer waits.
  await admin.goto('/room-board');
  await expect.visible(page.getByRole('heading', { level: 1 }).first());
  await expect.hidden(due);

  // The keeper is told, in English, what failed: the bathroom.
  await keeper.goto('/dashboard/roomkeeper');
  await keeper.page
    .locator('#shell-header')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  await keeper.page.getByRole('tab', { name: english('shell:notes.tabs.alerts') }).click();
  const told = keeper.page.getByText(
    new RegExp(`${escaped(inspectedTime)}\\. ${escaped('Failed: ' + english('inspections:item.bathroom'))}$`),
  );
  await expect.visible(told.first());
  await keeper.capture('inspections-keeper-told');

  // A student's 1-star rating: one tap makes the re-clean.
  const message = `Still dusty (${Date.now()})`;
  await rateRequest(student, today, { stars: 1, message }, ratedTime);
  await admin.goto('/ratings');
  const row = page.getByRole('row').filter({ hasText: message });
  await expect.visible(row);
  await row.getByRole('button', { name: ja('inspections:feedback.recleanRoom', { room }) }).click();
  await expect.visible(page.getByText(ja('inspections:feedback.recleaned', { keeper: keeperName })));
  await seen(admin, 'inspections-rating-reclean-phone');
}
