/**
 * The six languages (spec §9): switching on a signed-in page and on the login page shows that language's
 * strings, sets <html lang>, and leaves no translation key (`namespace:key`, `a.b`) visible; a refusal of
 * the server reads in the reader's language, by its code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { type Language, languageCodes, languages } from '#web/i18n/languages';

import { expect } from '../expect';
import { root, type Session } from '../harness';
import type { Scenario } from '../run';
import {
  approveRegistration,
  chooseTime,
  futureDay,
  postApi,
  registerStudent,
  signIn,
  signOut,
} from '../steps';

const localesDir = join(root, 'web', 'src', 'i18n', 'locales');
const codes = languageCodes;
type Code = Language;
/** The language menu's names (spec §9), as the site shows them in every language. */
const names = Object.fromEntries(languages.map(({ code, name }) => [code, name])) as Record<Code, string>;

type Tree = { [key: string]: string | Tree };
function read(code: Code, namespace: string): Tree {
  return JSON.parse(readFileSync(join(localesDir, code, `${namespace}.json`), 'utf8')) as Tree;
}
function text(code: Code, namespace: string, key: string): string {
  const value = key
    .split('.')
    .reduce<string | Tree>((node, part) => (node as Tree)[part] as string | Tree, read(code, namespace));
  if (typeof value !== 'string') throw new Error(`No string ${namespace}:${key} in ${code}`);
  return value;
}

/** Every key with a dot, and every `namespace:key`, as i18next would show a missing one. */
const keys: string[] = (() => {
  const found: string[] = [];
  const walk = (node: Tree, prefix: string, namespace: string) => {
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') {
        if (path.includes('.')) found.push(path.replace(/_(one|other|zero|two|few|many)$/, ''));
        found.push(`${namespace}:${path}`);
      } else walk(value, path, namespace);
    }
  };
  for (const file of readdirSync(join(localesDir, 'en'))) {
    const namespace = file.replace(/\.json$/, '');
    walk(read('en', namespace), '', namespace);
  }
  return [...new Set(found)];
})();

async function expectTranslated(session: Session, code: Code, heading: string) {
  const { page } = session;
  await expect.visible(page.getByRole('heading', { name: heading, level: 1 }));
  const lang = await page.evaluate(() => document.documentElement.lang);
  expect.truthy(lang.startsWith(code), `<html lang> to be ${code}, got ${lang}`);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const body = await page.locator('body').innerText();
  const shown = keys.filter((key) =>
    new RegExp(`(^|[^\\w@.])${key.replace(/[.:]/g, '\\$&')}($|[^\\w.])`).test(body),
  );
  expect.equal(shown, [], `translation keys visible in ${code} on ${page.url()}`);
}

/** Fills the Create Request form with that language's labels and sends it. */
async function askForClean(session: Session, code: Code, day: ReturnType<typeof futureDay>) {
  const { page } = session;
  await session.goto(`/clean-requests?lng=${code}`);
  const label = (key: string) => text(code, 'requests', `create.${key}`);
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: label('title') }) });
  await form.getByLabel(label('room'), { exact: true }).fill('21');
  await form.getByLabel(label('floor'), { exact: true }).fill('2');
  await form.getByLabel(label('date'), { exact: true }).fill(day.typed);
  await chooseTime(form, label('time'), '11:00');
  await form.getByRole('button', { name: label('submit') }).click();
}

export const languageScenarios: Scenario[] = [
  {
    name: 'languages-refusals',
    async run({ open, runtime }) {
      const session = await open();
      const { page } = session;
      await registerStudent(session, runtime, 'Lena Lang', 'lena.lang@test.hostel', 'lena password');
      // Demo Hostel approves self-registrations: the demo admin lets Lena in first.
      const admin = await open();
      await signIn(admin, 'admin');
      await approveRegistration(admin, 'Lena Lang');
      // The refusal below is the hostel's one request per date, which the suite's clock turns off
      // (`hostel-clock.ts`) and an earlier scenario turned on again: on here, so the scenario runs alone too.
      await postApi(admin.page, '/api/hostelSettings', { onePerDate: true });
      await page.reload();
      const day = futureDay(45);
      await askForClean(session, 'en', day);
      await expect.visible(page.getByText(text('en', 'requests', 'create.done').split('{{')[0]!.trim()));

      // A second request for the same date is refused: each language says why, in its own words.
      for (const code of codes) {
        await askForClean(session, code, day);
        const alert = page.getByText(text(code, 'codes', 'request.dateTaken'), { exact: true });
        await expect.visible(alert);
        await session.capture(`refusal-date-taken-${code}`);
      }
    },
  },
  {
    name: 'languages-six',
    async run({ open }) {
      const session = await open();
      const { page } = session;
      await signIn(session, 'student');
      let current: Code = 'en';
      for (const code of codes) {
        await page
          .getByRole('button', { name: `${text(current, 'common', 'selectLanguage')}: ${names[current]}` })
          .click();
        await page
          .getByRole('menuitemcheckbox', { name: names[code] })
          .or(page.getByRole('menuitem', { name: names[code] }))
          .click();
        current = code;
        await expectTranslated(session, code, text(code, 'dashboard', 'student.title'));
        await session.capture(`dashboard-student-${code}`);
      }

      // The language picked while signed in is the account's (its mail's too): another browser that signs
      // in shows it, and picking English there stores English again for the scenarios after this one —
      // after the first browser signs out: opening /logout there with the session still on is a page
      // opened with a session, which stores the language it shows (`language-sync.ts`).
      const elsewhere = await open();
      await signIn(elsewhere, 'student');
      await expectTranslated(elsewhere, current, text(current, 'dashboard', 'student.title'));
      await signOut(session);
      await elsewhere.page
        .getByRole('button', { name: `${text(current, 'common', 'selectLanguage')}: ${names[current]}` })
        .click();
      await elsewhere.page.getByRole('menuitemcheckbox', { name: names.en }).click();
      await expectTranslated(elsewhere, 'en', text('en', 'dashboard', 'student.title'));

      // The choice is remembered; the login page switches with its own picker.
      for (const code of codes) {
        await page
          .getByRole('combobox', { name: text(current, 'common', 'selectLanguage') })
          .selectOption(code);
        current = code;
        await expectTranslated(session, code, text(code, 'auth', 'login.title'));
        await session.capture(`login-${code}`);
      }
    },
  },
];
