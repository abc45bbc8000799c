/**
 * Cleaning schedules (issue 31): the admin creates a weekly schedule for the shared bathrooms of the demo
 * building's first floor and a fortnightly one for the building's single rooms, sees each one's next
 * dates and rooms before saving, saves, and pauses the second. In English at 1366 px, and in Japanese on
 * a 360 px phone (the list as cards, no sideways scroll, the save from the keyboard). axe checks each
 * screen.
 */
import { randomUUID } from 'node:crypto';

import type { Locator, Page } from '@playwright/test';

import { expect } from '../expect';
import type { Session } from '../harness';
import type { Scenario } from '../run';
import { chooseTime, noSidewaysScroll, signIn } from '../steps';

/** The page's words in each language the scenario reads it in (`recurring-auto-allot.ts` reads them too). */
export const words = {
  en: {
    heading: 'Cleaning schedules',
    create: 'Create schedule',
    dialog: 'Create a cleaning schedule',
    name: 'Name',
    type: 'Room type',
    building: 'Building',
    floor: 'Floor',
    bathroom: 'Shared bathroom',
    single: 'Single',
    monday: 'Monday',
    thursday: 'Thursday',
    everyFewWeeks: 'Every few weeks',
    weekday: 'Weekday',
    tuesday: 'Tuesday',
    from: 'From',
    to: 'To',
    preview: 'Preview',
    rooms: /^It cleans \d+ rooms? now\.$/,
    save: 'Create',
    created: (name: string) => `Cleaning schedule ${name} created.`,
    item: (name: string) => `Schedule ${name}`,
    pause: 'Pause',
    paused: (name: string) => `${name} is paused.`,
    weekly: 'Every Monday and Thursday',
    fortnightly: 'Every 2 weeks on Tuesday',
    window: '13:00–15:00',
  },
  ja: {
    heading: '定期清掃',
    create: 'スケジュールを作成',
    dialog: '定期清掃を作成',
    name: '名前',
    type: '部屋タイプ',
    building: '建物',
    floor: '階',
    bathroom: '共用バスルーム',
    single: 'シングル',
    monday: '月曜日',
    thursday: '木曜日',
    everyFewWeeks: '数週間ごと',
    weekday: '曜日',
    tuesday: '火曜日',
    from: '開始',
    to: '終了',
    preview: 'プレビュー',
    rooms: /^現在 \d+ 部屋が対象です。$/,
    save: '作成',
    created: (name: string) => `定期清掃 ${name} を作成しました。`,
    item: (name: string) => `スケジュール ${name}`,
    pause: '一時停止',
    paused: (name: string) => `${name} を一時停止しました。`,
    weekly: '毎週月曜日、木曜日',
    fortnightly: '2週間ごとの火曜日',
    window: '13:00～15:00',
  },
};
export type Words = (typeof words)['en'];

export async function choose(page: Page, dialog: Locator, label: string, option: string) {
  // No `\b`: it never matches after a Japanese label.
  await dialog.getByRole('button', { name: new RegExp(`^${label}(?!\\w)`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Opens Create, fills a schedule by `fill`, previews it (and checks the preview by `previewed`, when
 * given), and saves it (by Enter on the phone).
 */
export async function createSchedule(
  admin: Session,
  text: Words,
  name: string,
  fill: (dialog: Locator) => Promise<void>,
  phone: boolean,
  previewed?: (dialog: Locator) => Promise<void>,
) {
  const { page } = admin;
  await page.getByRole('button', { name: text.create }).click();
  const dialog = page.getByRole('dialog', { name: text.dialog });
  await dialog.getByLabel(text.name, { exact: true }).fill(name);
  await fill(dialog);
  await dialog.getByRole('button', { name: text.preview, exact: true }).click();
  await expect.visible(dialog.getByText(text.rooms));
  await expect.visible(dialog.getByRole('listitem'));
  if (previewed) await previewed(dialog);
  if (phone) await noSidewaysScroll(page, 'the schedule dialog at 360 px');
  await admin.capture(`recurring-preview-${phone ? 'phone-ja' : 'desktop'}`);
  const save = dialog.getByRole('button', { name: text.save, exact: true });
  if (phone) {
    await save.focus();
    await page.keyboard.press('Enter');
  } else await save.click();
  await expect.visible(page.getByText(text.created(name)));
  await expect.hidden(dialog);
}

export const recurringScenarios: Scenario[] = [
  {
    name: 'recurring-schedules',
    devices: ['desktop', 'phone'],
    async run({ open, device }) {
      const phone = device === 'phone';
      const text = phone ? words.ja : words.en;
      const admin = await open(device);
      await admin.page.setViewportSize(phone ? { width: 360, height: 780 } : { width: 1366, height: 900 });
      await signIn(admin, 'admin');
      const { page } = admin;
      // Names of this run's own, so earlier runs' schedules stay apart.
      const run = randomUUID().slice(0, 4);
      const bathrooms = `Bath F1 ${run}`;
      const bedrooms = `Singles ${run}`;
      try {
        if (phone) await admin.goto('/cleaning-schedules?lng=ja');
        else await page.getByRole('link', { name: text.heading }).click();
        await expect.path(page, '/cleaning-schedules');
        await expect.visible(page.getByRole('heading', { name: text.heading, level: 1 }));

        // Weekly, Monday and Thursday: the shared bathrooms of Main's first floor.
        await createSchedule(
          admin,
          text,
          bathrooms,
          async (dialog) => {
            await choose(page, dialog, text.type, text.bathroom);
            await choose(page, dialog, text.building, 'Main');
            await choose(page, dialog, text.floor, '1');
            await dialog.getByRole('checkbox', { name: text.monday }).check();
            await dialog.getByRole('checkbox', { name: text.thursday }).check();
          },
          phone,
        );
        // Every 2 weeks on Tuesday, 13:00–15:00: the single rooms of the whole building.
        await createSchedule(
          admin,
          text,
          bedrooms,
          async (dialog) => {
            await choose(page, dialog, text.type, text.single);
            await choose(page, dialog, text.building, 'Main');
            await dialog.getByRole('radio', { name: text.everyFewWeeks }).check();
            await choose(page, dialog, text.weekday, text.tuesday);
            await chooseTime(dialog, text.from, '13:00');
            await chooseTime(dialog, text.to, '15:00');
          },
          phone,
        );
        await expect.visible(page.getByText(text.weekly).first());
        await expect.visible(page.getByText(text.fortnightly).first());

        // Paused for the holidays.
        await page.getByRole('radio', { name: text.item(bedrooms) }).check();
        await page.getByRole('button', { name: text.pause, exact: true }).click();
        await expect.visible(page.getByText(text.paused(bedrooms)));
        // Pausing keeps the rest of the schedule as it was (the run's only window from 13:00).
        await expect.visible(page.getByText(text.window, { exact: true }));
        if (phone) await noSidewaysScroll(page, 'the Cleaning schedules page in Japanese at 360 px');
        await admin.capture(`recurring-list-${phone ? 'phone-ja' : 'desktop'}`);
      } finally {
        if (phone) await admin.goto('/cleaning-schedules?lng=en');
      }
    },
  },
];
