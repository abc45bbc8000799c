/**
 * A request's cancel and another date or time (issue 28), as people do them. The student cancels a
 * Scheduled request and moves another to a new date and time (on the table at 1366 px); the keeper sees
 * the moved one on its new day and the cancelled one gone; the admin moves a Pending request the student
 * asked about by phone. On a 360 px phone the student's cards offer the same actions; in Japanese the
 * dialog reads in Japanese. Each screen passes axe.
 */
import { expect } from '../expect';
import type { Session } from '../harness';
import type { Scenario, ScenarioContext } from '../run';
import { allotRequest, chooseTime, futureDay, postApi, rowOf, signIn } from '../steps';

const keeperName = 'Ravi Keeper';
type Day = ReturnType<typeof futureDay>;

/** Asks for a clean as the student, straight through the API; answers the request's id. */
async function ask(student: Session, day: Day, time: string) {
  const answer = (await postApi(
    student.page,
    '/api/createRequest',
    { room: '101', floor: '1', date: day.iso, time },
    201,
  )) as { request: { _id: string } };
  return answer.request._id;
}

/** Picks a new date and time in the open Change date/time dialog and saves them. */
async function moveIn(session: Session, day: Day, time: string) {
  const dialog = session.page.getByRole('dialog', { name: 'Change date or time' });
  await dialog.getByLabel('New date', { exact: true }).fill(day.typed);
  await chooseTime(dialog, 'New time', time);
  await dialog.getByRole('button', { name: 'Save date and time' }).click();
  await expect.visible(session.page.getByText(`Moved to ${day.shown} at ${time}`));
}

/** The phone part: a Scheduled request's card offers Cancel and Change date/time, in English and Japanese. */
async function onPhone(open: ScenarioContext['open']) {
  const [student, admin] = await Promise.all([open('phone'), open()]);
  await signIn(student, 'student');
  await signIn(admin, 'admin');
  const moved = futureDay(38);
  const { page } = student;
  const made = [await ask(student, moved, '14:00')];
  try {
    await postApi(admin.page, '/api/allotRequest', { id: made[0], roomKeeper: keeperName });
    // At 360 px the student's Scheduled request is a card with the same actions; the dialog opens.
    await student.goto('/dashboard/student');
    const list = page.getByRole('region', { name: 'Your open requests' });
    const card = list.getByRole('listitem').filter({ hasText: `${moved.shown} · 14:00` });
    await expect.visible(card.getByRole('button', { name: `Cancel your cleaning on ${moved.shown}` }));
    const button = card.getByRole('button', {
      name: `Change the date or time of your request for ${moved.shown}`,
    });
    const box = await button.boundingBox();
    expect.truthy(box && box.height >= 44, `Change date/time at least 44 px high, got ${box?.height}`);
    await student.capture('student-cards-changes-360');
    await button.click();
    await expect.visible(page.getByRole('dialog', { name: 'Change date or time' }));
    await student.capture('reschedule-dialog-360');
    await page.keyboard.press('Escape');

    // In Japanese the same actions and dialog.
    await student.goto('/dashboard/student?lng=ja');
    const jaButton = page.getByRole('button', { name: /の依頼の日時を変更$/ }).first();
    await expect.visible(jaButton);
    await jaButton.click();
    await expect.visible(page.getByRole('dialog', { name: '日時を変更' }));
    await student.capture('reschedule-dialog-ja-360');
    await page.keyboard.press('Escape');
  } finally {
    // The language is the account's: English again for the scenarios after this one.
    await student.goto('/dashboard/student?lng=en');
    await expect.visible(student.page.getByRole('heading', { name: 'Student dashboard', level: 1 }));
    for (const id of made)
      await postApi(admin.page, '/api/rejectRequest', { id, message: 'Scenario over' }).catch(
        () => undefined,
      );
  }
}

export const rescheduleScenarios: Scenario[] = [
  {
    name: 'reschedule-cancel-move',
    devices: ['desktop', 'phone'],
    async run({ open, device }) {
      if (device === 'phone') return onPhone(open);
      const [student, admin, keeper] = await Promise.all([open(), open(), open()]);
      await Promise.all([signIn(student, 'student'), signIn(admin, 'admin'), signIn(keeper, 'roomkeeper')]);
      const cancelled = futureDay(36);
      const first = futureDay(37);
      const moved = futureDay(38);
      const asked = futureDay(39);
      const askedMoved = futureDay(41);
      const made: string[] = [];
      try {
        made.push(await ask(student, cancelled, '10:00'), await ask(student, first, '11:00'));
        await allotRequest(admin, cancelled, '10:00', keeperName);
        await allotRequest(admin, first, '11:00', keeperName);

        // The student cancels one Scheduled request.
        const { page } = student;
        await student.goto('/dashboard/student');
        await rowOf(page, cancelled.shown)
          .getByRole('button', { name: `Cancel your cleaning on ${cancelled.shown}` })
          .click();
        const confirm = page.getByRole('dialog', { name: 'Cancel cleaning' });
        await expect.visible(confirm.getByText('The roomkeeper and the admin are told.'));
        await student.capture('cancel-dialog');
        await confirm.getByRole('button', { name: 'Cancel cleaning' }).click();
        await expect.visible(page.getByText(`Your cleaning on ${cancelled.shown} is cancelled.`));
        await expect.hidden(rowOf(page, cancelled.shown));

        // ...and moves the other to another day and time, with the keyboard from the row's button on.
        const change = rowOf(page, first.shown).getByRole('button', {
          name: `Change the date or time of your request for ${first.shown}`,
        });
        await change.focus();
        await page.keyboard.press('Enter');
        await expect.visible(page.getByRole('dialog', { name: 'Change date or time' }));
        await student.capture('reschedule-dialog');
        await moveIn(student, moved, '14:00');
        await expect.visible(rowOf(page, moved.shown, '14:00').getByText('Scheduled'));
        await student.capture('student-after-changes');

        // The keeper keeps the moved request (a day they work) on its new day; the cancelled one is gone.
        await keeper.goto('/dashboard/roomkeeper');
        await expect.visible(rowOf(keeper.page, moved.shown, '14:00'));
        expect.equal(await rowOf(keeper.page, first.shown).count(), 0, 'rows of the old day');
        expect.equal(await rowOf(keeper.page, cancelled.shown).count(), 0, 'rows of the cancelled day');
        await keeper.capture('keeper-sees-move');

        // The admin moves a Pending request the student asked about by phone.
        made.push(await ask(student, asked, '09:00'));
        await admin.goto('/dashboard/admin');
        await rowOf(admin.page, asked.shown, '09:00')
          .getByRole('button', { name: `Change the date or time of room 101 on ${asked.shown}` })
          .click();
        await expect.visible(admin.page.getByText(`Room 101, now on ${asked.shown} at 09:00.`));
        await admin.capture('admin-reschedule-dialog');
        await moveIn(admin, askedMoved, '09:30');
        await expect.visible(rowOf(admin.page, askedMoved.shown, '09:30'));
      } finally {
        // The language is the account's: English again for the scenarios after this one.
        await student.goto('/dashboard/student?lng=en');
        await expect.visible(student.page.getByRole('heading', { name: 'Student dashboard', level: 1 }));
        for (const id of made)
          await postApi(admin.page, '/api/rejectRequest', { id, message: 'Scenario over' }).catch(
            () => undefined,
          );
      }
    },
  },
];
