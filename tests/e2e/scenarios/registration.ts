/**
 * Registration approval (DESIGN §9): a stranger who registers into Demo Hostel first confirms the address
 * with the link mailed to it (issue 27), then signs in but sees only the waiting page, on a phone as on a desktop, and the API refuses their request; the admin approves them on
 * Manage Students (the dashboard counts them first), the approval mail is in the outbox, and the student
 * then asks for a clean.
 */
import { expect } from '../expect';
import { mailedLinks } from '../harness';
import type { Scenario } from '../run';
import {
  approveRegistration,
  confirmEmail,
  counter,
  createRequest,
  futureDay,
  registerUnconfirmed,
  signIn,
} from '../steps';

const stranger = { name: 'Stella Stranger', email: 'stella@test.hostel', password: 'stella pass' };
const tokenStorageKey = 'hostel-clean.auth.v1';

export const registrationScenarios: Scenario[] = [
  {
    name: 'registration-approval',
    devices: ['phone'],
    async run({ open, runtime }) {
      const student = await open('phone');
      const { page } = student;
      await page.setViewportSize({ width: 360, height: 780 });
      await registerUnconfirmed(student, stranger.name, stranger.email, stranger.password);
      // Unconfirmed, the address holds nothing: the page says to follow the mailed link.
      await expect.visible(page.getByText(`Waiting for you to confirm ${stranger.email}`));
      await student.capture('unconfirmed-page-phone');
      await confirmEmail(student, runtime, stranger.email, true);
      await expect.visible(page.getByRole('heading', { name: 'Waiting for approval', level: 1 }));
      await expect.visible(page.getByText('Waiting for the admin of Demo Hostel'));
      await student.capture('waiting-page-phone');

      // Nothing else opens: not the request page, and the API itself refuses a request.
      await student.goto('/clean-requests');
      await expect.visible(page.getByRole('heading', { name: 'Waiting for approval', level: 1 }));
      const token = await page.evaluate((key) => localStorage.getItem(key), tokenStorageKey);
      const refused = await page.request.post('/api/createRequest', {
        headers: { authorization: `Bearer ${token}` },
        data: { room: '7', floor: '1', date: futureDay(5).iso, time: '10:00' },
      });
      expect.equal(refused.status(), 403, 'the status of a waiting student’s request');
      expect.equal((await refused.json()).code, 'auth.awaitingApproval', 'the refusal’s code');
      // Checking again works from the keyboard.
      await page.getByRole('button', { name: 'Check again' }).focus();
      await page.keyboard.press('Enter');
      await expect.visible(page.getByText('Your registration is still waiting for approval.'));

      // The admin sees the count, then approves on Manage Students.
      const admin = await open();
      await signIn(admin, 'admin');
      expect.truthy((await counter(admin.page, 'Waiting for approval')) >= 1, 'a waiting student counted');
      await admin.goto('/manage/student');
      await expect.visible(admin.page.locator('#waitingList').getByText(stranger.email));
      await admin.capture('manage-students-waiting');
      await approveRegistration(admin, stranger.name);
      await expect.hidden(admin.page.locator('#waitingList').getByText(stranger.email));
      expect.truthy(
        mailedLinks(runtime, stranger.email).some((link) => link.endsWith('/auth/login')),
        'an approval mail with the sign-in link in the outbox',
      );

      // The student checks again and asks for a clean.
      await page.getByRole('button', { name: 'Check again' }).click();
      await page.setViewportSize({ width: 1366, height: 900 });
      await expect.visible(page.getByRole('heading', { name: 'Create Request' }));
      // A registration has no room yet: the student gives it with the request.
      await page.getByLabel('Room').fill('7');
      await page.getByLabel('Floor').fill('1');
      await createRequest(student, futureDay(6), '10:00');
      await student.capture('approved-student-request');
    },
  },
];
