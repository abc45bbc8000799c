/**
 * The keeper's one set of actions (issue 28), on the desktop table and on the phone's cards alike:
 * Start, then Done in one tap (the spec's Mark As Completed is offered only before Start, for a clean
 * recorded afterwards), and Can't clean (the table keeps the spec's label, Reject Request, and asks why
 * with the same dialog). Done is taken with the keyboard. The scenario closes what it opened.
 */
import { expect } from '../expect';
import type { Session } from '../harness';
import type { Scenario } from '../run';
import { allotRequest, createRequest, futureDay, rowOf, signIn } from '../steps';

const keeperName = 'Ravi Keeper';

/** The phone part: the same set on the keeper's cards, and on the Clean Requests cards. */
async function onPhone(student: Session, admin: Session, phone: Session) {
  const later = futureDay(3);
  await createRequest(student, later, '11:00');
  await allotRequest(admin, later, '11:00', keeperName);

  // Phone: the same set on the card, and on the Clean Requests cards.
  await phone.goto('/clean-requests');
  const history = phone.page.getByRole('region', { name: later.shown });
  await expect.visible(history.getByRole('button', { name: 'Start' }));
  await expect.visible(history.getByRole('button', { name: 'Mark As Completed' }));
  await expect.visible(history.getByRole('button', { name: "Can't clean" }));
  await phone.goto('/dashboard/roomkeeper');
  const cards = phone.page.getByRole('region', { name: later.shown });
  await expect.visible(cards.getByRole('button', { name: 'Mark As Completed' }));
  await phone.capture('keeper-card-actions');
  await cards.getByRole('button', { name: "Can't clean" }).click();
  const dialog = phone.page.getByRole('dialog', { name: /^Can't clean/ });
  await dialog.getByRole('button', { name: 'Give back to the admin' }).click();
  await expect.visible(phone.page.getByText('The request went back to the admin.'));

  // The admin closes it, so later scenarios find the student's open requests as before.
  await admin.goto('/dashboard/admin');
  await rowOf(admin.page, later.shown, '11:00').getByRole('button', { name: 'Reject Request' }).click();
  const reject = admin.page.getByRole('dialog', { name: 'Reject request' });
  await reject.getByLabel('Reason').fill('Turned back in the scenario');
  await reject.getByRole('button', { name: 'Reject Request' }).click();
  await expect.visible(admin.page.getByText('Request rejected.'));
}

export const keeperActionScenarios: Scenario[] = [
  {
    name: 'keeper-one-set-of-actions',
    devices: ['desktop', 'phone'],
    async run({ open, device }) {
      const [student, admin, keeper] = await Promise.all([open(), open(), open(device)]);
      // One after another: the local runtime answers a burst of sign-ins with 503, as Lambda's throttle would.
      await signIn(student, 'student');
      await signIn(admin, 'admin');
      await signIn(keeper, 'roomkeeper');
      if (device === 'phone') return onPhone(student, admin, keeper);
      const desk = keeper;
      const today = futureDay(0);
      await createRequest(student, today, '10:30');
      await allotRequest(admin, today, '10:30', keeperName);

      // Desktop: Start, Mark As Completed and Reject Request; after Start, Done replaces both first two.
      await desk.goto('/dashboard/roomkeeper');
      const row = rowOf(desk.page, today.shown, '10:30');
      await expect.visible(row.getByRole('button', { name: 'Mark As Completed' }));
      await expect.visible(row.getByRole('button', { name: 'Reject Request' }));
      await row.getByRole('button', { name: 'Start' }).click();
      await expect.visible(desk.page.getByText('Cleaning started.'));
      const done = row.getByRole('button', { name: 'Done' });
      await expect.visible(done);
      await expect.hidden(row.getByRole('button', { name: 'Mark As Completed' }));
      await desk.capture('keeper-table-started');
      await done.focus();
      await desk.page.keyboard.press('Enter');
      await expect.visible(desk.page.getByText('Request completed.'));
    },
  },
];
