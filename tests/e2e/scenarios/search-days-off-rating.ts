/**
 * Issue 28 in a browser: the admin finds students on Manage Users by room ("205"), by a surname and by
 * email, and a student's requests in the history; marks a keeper's days off as a weekly pattern (every
 * Sunday of a stretch); and a student is asked once, on their dashboard, to rate a completed cleaning —
 * dismissing it ends the prompt, and the completion notification's link asks again. On a 360 px phone, in
 * Japanese: the search by room, and 4 stars going without a message. Every page passes axe.
 */
import { expect } from '../expect';
import { mailedLinks, type Runtime, type Session } from '../harness';
import { earlierToday, laterToday } from '../hostel-clock';
import type { Scenario, ScenarioContext } from '../run';
import { allotRequest, completeRequest, futureDay, postApi, signIn } from '../steps';

const hana = { name: 'Hana Park', email: 'hana.park@test.hostel', room: '205', password: 'hana password' };
const leo = { name: 'Leo Parkinson', email: 'leo.p@test.hostel', room: '310' };

/** The invited student sets a password through the mailed link and signs in. */
async function acceptInvitation(session: Session, runtime: Runtime, email: string, password: string) {
  const link = mailedLinks(runtime, email).at(-1);
  expect.truthy(
    link?.includes('/auth/reset-password/student/'),
    `an invitation link for ${email}, got ${link}`,
  );
  await session.goto(new URL(link as string).pathname);
  await session.page.getByLabel('New Password').fill(password);
  await session.page.getByLabel('Confirm Password').fill(password);
  await session.page.getByRole('button', { name: 'Submit' }).click();
  await expect.path(session.page, /^\/auth(\/login)?$/);
  await signIn(session, 'student', email, password);
}

/** Types a search into the Manage Users search box (found by its label). */
async function search(admin: Session, label: string | RegExp, text: string) {
  await admin.page.getByRole('searchbox', { name: label }).fill(text);
}

/** The admin adds Hana and Leo, invited by email. */
async function addStudents(admin: Session) {
  for (const person of [hana, leo])
    await postApi(
      admin.page,
      '/api/users',
      { role: 'student', fullname: person.name, email: person.email, room: person.room, floor: '2' },
      201,
    );
}

/**
 * The phone part, in Japanese at 360 px: the room finds Hana on Manage Users, and Hana rates a completed
 * cleaning from the prompt with 4 stars and no message.
 */
async function onPhone(open: ScenarioContext['open'], runtime: Runtime) {
  const [admin, student, keeper] = await Promise.all([open('phone'), open('phone'), open()]);
  await signIn(admin, 'admin');
  await signIn(keeper, 'roomkeeper');
  await addStudents(admin);
  await acceptInvitation(student, runtime, hana.email, hana.password);
  const { page } = admin;
  const row = (email: string) => page.getByRole('row').filter({ hasText: email });
  try {
    await admin.goto('/manage/student?lng=ja');
    await search(admin, '名前・部屋・メールで検索', '205');
    await expect.visible(row(hana.email));
    await expect.hidden(row(leo.email));
    await admin.capture('search-room-ja-360');
  } finally {
    // The language is the account's: English again for the scenarios after this one.
    await admin.goto('/manage/student?lng=en');
    await expect.visible(page.getByRole('searchbox', { name: 'Search by name, room or email' }));
  }

  // A cleaning of Hana's today, allotted and completed.
  const today = futureDay(0);
  const made = (await postApi(
    student.page,
    '/api/createRequest',
    { room: hana.room, floor: '2', date: today.iso, time: laterToday.third },
    201,
  )) as { request: { _id: string } };
  await postApi(admin.page, '/api/allotRequest', { id: made.request._id, roomKeeper: 'Ravi Keeper' });
  await postApi(keeper.page, '/api/completeRequest', { id: made.request._id, ...earlierToday });

  const s = student.page;
  await student.goto(`/dashboard/student?rate=${made.request._id}&lng=ja`);
  await expect.visible(s.getByText(`${hana.room}号室の清掃はいかがでしたか？`));
  await student.capture('rating-prompt-ja-360');
  await s.getByRole('button', { name: '星 4 つ' }).click();
  await s.getByRole('button', { name: '評価を送信' }).click();
  await expect.visible(s.getByText('ご意見ありがとうございます。'));
  await expect.hidden(s.getByText(`${hana.room}号室の清掃はいかがでしたか？`));
  await student.capture('rated-ja-360');
}

export const searchDaysOffRatingScenarios: Scenario[] = [
  {
    name: 'admin-search-days-off-rating-prompt',
    devices: ['desktop', 'phone'],
    async run({ open, runtime, device }) {
      if (device === 'phone') return onPhone(open, runtime);
      const [admin, student, keeper] = await Promise.all([open(), open(), open()]);
      await Promise.all([signIn(admin, 'admin'), signIn(keeper, 'roomkeeper')]);
      await addStudents(admin);
      await acceptInvitation(student, runtime, hana.email, hana.password);

      // Manage Users: the room, a surname, an email.
      const { page } = admin;
      await admin.goto('/manage/student');
      const row = (email: string) => page.getByRole('row').filter({ hasText: email });
      await search(admin, 'Search by name, room or email', '205');
      await expect.visible(row(hana.email));
      await expect.hidden(row(leo.email));
      await admin.capture('search-room-205');
      await search(admin, 'Search by name, room or email', 'Park');
      await expect.visible(row(hana.email));
      await expect.visible(row(leo.email));
      await expect.hidden(row('student@demo.hostel'));
      await search(admin, 'Search by name, room or email', leo.email);
      await expect.visible(row(leo.email));
      await expect.hidden(row(hana.email));
      await admin.capture('search-email');

      await admin.goto('/manage/roomkeeper');

      // Days off as a weekly pattern: every Sunday of a stretch far ahead, which no other scenario uses.
      await expect.visible(page.getByRole('row').filter({ hasText: 'Ravi Keeper' }));
      await page.getByRole('checkbox', { name: 'Select Ravi Keeper' }).check();
      await page.getByRole('button', { name: 'Days off' }).click();
      const dialog = page.getByRole('dialog', { name: 'Days off of Ravi Keeper' });
      await dialog.getByRole('button', { name: 'Several days at once' }).click();
      const [from, until] = [futureDay(200), futureDay(227)];
      await dialog.getByRole('textbox', { name: 'From' }).fill(from.typed);
      await dialog.getByRole('textbox', { name: 'Until' }).fill(until.typed);
      await dialog.getByRole('radio', { name: 'Only on some days of the week' }).check();
      await dialog.getByRole('checkbox', { name: 'Sunday' }).check();
      await dialog.getByRole('button', { name: 'Mark as days off' }).click();
      await expect.visible(dialog.getByText('4 days are marked as days off.'));
      expect.equal(
        await dialog.getByRole('button', { name: /^Remove the day off on / }).count(),
        4,
        'days off listed after marking every Sunday of four weeks',
      );
      await admin.capture('days-off-weekly');
      await dialog.getByRole('button', { name: 'Clear days off' }).click();
      await expect.visible(dialog.getByText('4 days are no longer days off.'));
      await dialog.getByRole('button', { name: 'Close' }).first().click();

      // A cleaning of Hana's today, allotted and completed.
      const today = futureDay(0);
      const made = (await postApi(
        student.page,
        '/api/createRequest',
        { room: hana.room, floor: '2', date: today.iso, time: laterToday.third },
        201,
      )) as { request: { _id: string } };
      await allotRequest(admin, today, laterToday.third, 'Ravi Keeper');
      await completeRequest(keeper, today, earlierToday.timeIn, earlierToday.timeOut, laterToday.third);

      // The admin's history finds Hana by her room and lists her request.
      await admin.goto('/clean-requests');
      await page.getByRole('combobox', { name: 'Student' }).fill('205');
      await page.getByRole('option', { name: new RegExp(hana.name) }).click();
      await expect.visible(page.getByRole('row').filter({ hasText: today.shown }));
      await admin.capture('history-of-one-student');

      // The dashboard asks once; dismissed, it does not come back.
      const s = student.page;
      await student.goto('/dashboard/student');
      const prompt = s.getByText(`How was the cleaning of room ${hana.room}`);
      await expect.visible(prompt);
      await student.capture('rating-prompt');
      await s.getByRole('button', { name: "Don't ask again" }).click();
      await expect.hidden(prompt);
      await student.goto('/dashboard/student');
      await expect.visible(s.getByRole('heading', { name: 'Student dashboard', level: 1 }));
      await expect.visible(s.getByText('Completed Requests'));
      await expect.hidden(prompt);

      // The completion notification's link asks about that cleaning again.
      await s.getByRole('button', { name: /^Notifications/ }).click();
      await s.getByRole('link', { name: 'Rate this cleaning' }).first().click();
      await expect.visible(prompt);
      expect.truthy(s.url().includes(`rate=${made.request._id}`), `the link names the request: ${s.url()}`);
    },
  },
];
