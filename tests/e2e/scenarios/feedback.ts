/** Ratings, complaints and suggestions as each role sees them, after a cleaning was rated (spec §2, §6). */
import { expect } from '../expect';
import { earlierToday } from '../hostel-clock';
import type { Scenario } from '../run';
import {
  allotRequest,
  completeRequest,
  createRequest,
  type DemoRole,
  futureDay,
  rateRequest,
  signIn,
} from '../steps';

const feedback = {
  stars: 5,
  message: 'Spotless, thank you',
  suggestion: 'Please also dust the shelves',
  complaint: 'The door was left open',
};

export const feedbackScenarios: Scenario[] = [
  {
    name: 'feedback-pages-per-role',
    async run({ open }) {
      const [student, admin, keeper] = await Promise.all([open(), open(), open()]);
      await Promise.all([signIn(student, 'student'), signIn(admin, 'admin'), signIn(keeper, 'roomkeeper')]);
      // Today on the hostel's clock: a request is completed on its day, with times already past.
      const day = futureDay(0);
      await createRequest(student, day, '15:00');
      await allotRequest(admin, day, '15:00', 'Ravi Keeper');
      await completeRequest(keeper, day, earlierToday.timeIn, earlierToday.timeOut, '15:00');
      await rateRequest(student, day, feedback, '15:00');

      const people: [DemoRole, typeof student][] = [
        ['student', student],
        ['admin', admin],
        ['roomkeeper', keeper],
      ];
      const pages = [
        { path: '/ratings', title: 'Ratings', text: feedback.message, extra: '5 stars of 5' },
        { path: '/complaints', title: 'Complaints', text: feedback.complaint },
        { path: '/suggestions', title: 'Suggestions', text: feedback.suggestion },
      ];
      for (const [role, session] of people) {
        for (const { path, title, text, extra } of pages) {
          await session.goto(path);
          await expect.visible(session.page.getByRole('heading', { name: title, level: 1 }));
          const row = session.page.getByRole('row').filter({ hasText: text });
          await expect.visible(row);
          if (extra) await expect.visible(row.getByRole('img', { name: extra }).or(row.getByText(extra)));
          if (role !== 'student') await expect.visible(row.getByText('Sam Student'));
          await session.capture(`${path.slice(1)}-${role}`);
        }
      }
      // The side menu shows the feedback pages to keepers and admins.
      await keeper.page.getByRole('link', { name: 'Complaints', exact: true }).first().click();
      await expect.path(keeper.page, '/complaints');
    },
  },
];
