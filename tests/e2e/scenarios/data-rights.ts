/**
 * People's data rights (issue 34). On the desktop: the demo student downloads their data from the profile
 * as JSON and as CSV (their own profile, requests and notifications; no password hash, no other person),
 * and the admin closes a date in Hostel Settings and finds that change, by them, in the Audit log (then
 * opens the date again). On the 360 px phone: the Audit log in the six languages, without sideways scroll.
 */
import { readFileSync } from 'node:fs';

import { parse } from 'csv-parse/sync';

import { type Language, languageCodes } from '#web/i18n/languages';

import { expect } from '../expect';
import type { Session } from '../harness';
import { sayIn } from '../locale-text';
import type { Scenario } from '../run';
import { demo, futureDay, noSidewaysScroll, rowOf, signIn } from '../steps';

/** Clicks a download button and answers the saved file's name and text. */
async function downloaded(session: Session, button: string) {
  const [download] = await Promise.all([
    session.page.waitForEvent('download'),
    session.page.getByRole('button', { name: button }).click(),
  ]);
  return { name: download.suggestedFilename(), text: readFileSync((await download.path())!, 'utf8') };
}

/** Closes a date in Hostel Settings (the demo hostel has none closed), or opens it again. */
async function closeDate(admin: Session, typed: string, close: boolean) {
  const form = admin.page.locator('form');
  if (close) {
    await form.getByLabel('Closed dates').fill(typed);
    await form.getByRole('button', { name: 'Add date' }).click();
  } else {
    await form.getByRole('button', { name: /^Remove / }).click();
  }
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect.visible(admin.page.getByText('Settings saved. New requests follow them from now on.').last());
}

export const dataRightsScenarios: Scenario[] = [
  {
    name: 'data-rights',
    devices: ['desktop', 'phone'],
    async run({ open, device }) {
      if (device === 'phone') {
        const admin = await open('phone');
        await admin.page.setViewportSize({ width: 360, height: 780 });
        await signIn(admin, 'admin');
        for (const code of [...languageCodes.filter((code) => code !== 'en'), 'en'] as Language[]) {
          const say = sayIn(code);
          await admin.goto(`/audit-log?lng=${code}`);
          await expect.visible(
            admin.page.getByRole('heading', { name: say('privacy:audit.title'), level: 1 }),
          );
          await noSidewaysScroll(admin.page, `the audit log in ${code}`);
          await admin.capture(`audit-log-phone-${code}`);
        }
        return;
      }

      const [student, admin] = await Promise.all([open(), open()]);
      await Promise.all([signIn(student, 'student'), signIn(admin, 'admin')]);

      // The student's download, from the profile: JSON first.
      await student.goto('/user-profile');
      await expect.visible(student.page.getByRole('heading', { name: 'Your data' }));
      const json = await downloaded(student, 'Download as JSON');
      expect.truthy(/^my-data-\d{4}-\d\d-\d\d\.json$/.test(json.name), `the file name, got ${json.name}`);
      const data = JSON.parse(json.text) as {
        profile: { user: { _id: string; email: string; name: string } };
        requests: { studentId: string }[];
        notifications: unknown[];
      };
      expect.equal(data.profile.user.email, demo.student, "the profile's email");
      expect.truthy(
        data.requests.every((request) => request.studentId === data.profile.user._id),
        'every request to be the student’s own',
      );
      for (const secret of ['passwordHash', 'tokenVersion', 'calendarFeedHash', demo.admin, demo.roomkeeper])
        expect.truthy(!json.text.includes(secret), `the download to hold no ${secret}`);
      await expect.visible(student.page.getByText('Your data has been downloaded.'));

      // The same as a readable CSV: a row per field.
      const csv = await downloaded(student, 'Download as CSV');
      const records: string[][] = parse(csv.text, { bom: true });
      expect.equal(records[0], ['Section', 'Item', 'Field', 'Value'], 'the header row');
      expect.truthy(
        records.some((row) => row[0] === 'Profile' && row[2] === 'user.email' && row[3] === demo.student),
        'a row with the profile’s email',
      );
      await student.capture('profile-your-data');

      // The admin closes a date; the Audit log shows who did it, newest first.
      const day = futureDay(57);
      await admin.goto('/settings');
      await closeDate(admin, day.typed, true);
      try {
        await admin.page.getByRole('link', { name: 'Audit log' }).click();
        await expect.path(admin.page, '/audit-log');
        const entry = rowOf(admin.page, 'Asha Admin', 'Changed settings', day.iso).first();
        await expect.visible(entry);
        await admin.capture('audit-log');
      } finally {
        await admin.goto('/settings');
        await closeDate(admin, day.typed, false);
      }
    },
  },
];
