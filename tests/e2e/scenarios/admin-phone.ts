/**
 * The admin's dashboard on a phone (issue 28). At 360 px the pending requests are cards, no table and no
 * sideways scroll: each with its status first, the student's message, and a keeper select with the
 * suggestion preselected. The admin allots one card to the preselected keeper with one tap (English) and
 * rejects another (Japanese), each page passing axe. On a desktop (1366 px) the same requests are a table.
 */
import type { Page } from 'playwright-core';

import { expect } from '../expect';
import type { Scenario } from '../run';
import { futureDay, postApi, rowOf, signIn } from '../steps';

async function noSidewaysScroll(page: Page, what: string) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect.truthy(scroll <= width, `${what}: no sideways scroll (${scroll} px wide in a ${width} px window)`);
}

export const adminPhoneScenarios: Scenario[] = [
  {
    name: 'admin-phone-cards',
    devices: ['phone', 'desktop'],
    async run({ open, device }) {
      const [admin, student] = await Promise.all([open(device), open()]);
      await Promise.all([signIn(admin, 'admin'), signIn(student, 'student')]);
      // Each request carries a note of its own, so a card is found by it in any language.
      const notes = { allot: 'Phone card A: door code 4711', reject: 'Phone card B: by the stairs' };
      const made: string[] = [];
      const ask = async (daysAhead: number, message: string) =>
        (
          (await postApi(
            student.page,
            '/api/createRequest',
            { room: '101', floor: '1', date: futureDay(daysAhead).iso, time: '09:00', message },
            201,
          )) as { request: { _id: string } }
        ).request._id;
      const { page } = admin;
      try {
        made.push(await ask(59, notes.allot), await ask(60, notes.reject));
        if (device === 'desktop') {
          // At 1366 px the pending list is the table, without the cards' selects.
          await admin.goto('/dashboard/admin');
          const row = rowOf(page, futureDay(59).shown, '09:00');
          await expect.visible(row.getByRole('button', { name: 'Allot', exact: true }));
          await expect.visible(page.getByRole('table'));
          expect.equal(
            await page.getByRole('combobox', { name: 'RoomKeeper Name' }).count(),
            0,
            'card selects at 1366 px',
          );
          await admin.capture('admin-table-1366');
          return;
        }
        await admin.goto('/dashboard/admin');
        const list = page.getByRole('region', { name: 'Pending requests' });
        const card = (note: string) => list.getByRole('listitem').filter({ hasText: note });

        // Status first, the student's note, and the suggestion preselected in the card's select.
        const first = card(notes.allot);
        await expect.visible(first.getByRole('heading', { name: 'Pending' }));
        const select = first.getByRole('combobox', { name: 'RoomKeeper Name' });
        await select.locator('option:checked', { hasText: 'Suggested' }).waitFor({ state: 'attached' });
        const keeper = (await select.locator('option:checked').innerText()).replace(' · Suggested', '');
        expect.equal(await page.getByRole('table').count(), 0, 'tables on the phone dashboard');
        await noSidewaysScroll(page, 'the admin dashboard at 360 px');
        const allot = first.getByRole('button', { name: 'Allot', exact: true });
        const box = await allot.boundingBox();
        expect.truthy(box && box.height >= 44, `Allot at least 44 px high, got ${box?.height}`);
        await admin.capture('admin-cards-360');

        // One tap allots to the preselected keeper; the card leaves the pending list.
        await allot.click();
        await expect.visible(page.getByText(`Request allotted to ${keeper}.`));
        await expect.hidden(first);

        // In Japanese, Reject on the other card rejects it.
        await admin.goto('/dashboard/admin?lng=ja');
        const second = page
          .getByRole('region', { name: '未割り当ての依頼' })
          .getByRole('listitem')
          .filter({ hasText: notes.reject });
        await expect.visible(second.getByRole('combobox', { name: '清掃担当の名前' }));
        await second.locator('option:checked', { hasText: 'おすすめ' }).waitFor({ state: 'attached' });
        await noSidewaysScroll(page, 'the admin dashboard in Japanese at 360 px');
        await admin.capture('admin-cards-ja-360');
        await second.getByRole('button', { name: '依頼を却下' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('textbox').fill('シナリオ');
        await dialog.getByRole('button', { name: '依頼を却下' }).click();
        await expect.visible(page.getByText('依頼を却下しました。'));
        await expect.hidden(second);
        await admin.capture('admin-cards-ja-rejected');
      } finally {
        // The language is the account's: English again for the scenarios after this one.
        await admin.goto('/dashboard/admin?lng=en');
        for (const id of made)
          await postApi(page, '/api/rejectRequest', { id, message: 'Scenario over' }).catch(() => undefined);
      }
    },
  },
];
