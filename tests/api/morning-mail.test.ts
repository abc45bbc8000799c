/**
 * The morning mail through the scheduled job's own function at a fixed clock (issue 15): at the hostel's
 * hour on its own clock, one mail per admin with the counts of pending, overdue, turned-back requests and
 * waiting registrations, in the admin's language, text and HTML; nothing before the hour, nothing on a
 * second run, nothing from a hostel whose mail is off.
 */
import { randomUUID } from 'node:crypto';

import { runScheduledWork } from '#functions/jobs/scheduled-work';

import { type Account, makeHostel, makeUser, testPassword } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { type OutboxMail, readOutbox } from '../helpers/outbox';
import { registerConfirmed } from '../helpers/registration';

// 09:00 on Wednesday 2030-01-16 in Auckland (NZDT, UTC+13).
const start = new Date('2030-01-15T20:00:00Z');
const auckland = (date: string, time: string) => new Date(Date.parse(`${date}T${time}:00+13:00`));

let admins: { de: Account; ja: Account };
let hostelName: string;

/** The mails written since `before` was read (the frozen clock names every file alike, so by content). */
const since = async (before: readonly OutboxMail[]) => {
  const seen = new Set(before.map((mail) => JSON.stringify(mail)));
  return (await readOutbox()).filter((mail) => !seen.has(JSON.stringify(mail)));
};
const morningOf = (results: Awaited<ReturnType<typeof runScheduledWork>>, hostelId: string) =>
  results.morning.find((entry) => entry.hostelId === hostelId);

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: start });
  hostelName = `Kauri Lodge ${randomUUID().slice(0, 6)}`;
  const hostel = await makeHostel(hostelName);
  const de = await makeUser('admin', hostel, { name: 'Greta Verwalterin' });
  const ja = await makeUser('admin', hostel, { name: '山田 花子' });
  admins = { de, ja };
  await invoke('updateUser', { token: de.token, body: { language: 'de' } });
  await invoke('updateUser', { token: ja.token, body: { language: 'ja' } });
  await invoke('updateHostelSettings', {
    token: de.token,
    body: { timeZone: 'Pacific/Auckland', digestHour: 7, overdueGraceMinutes: 120 },
  });
  const keeper = await makeUser('roomkeeper', hostel);
  const student = await makeUser('student', hostel);
  const create = async (date: string) => {
    const answer = await invoke('createRequest', {
      token: student.token,
      body: { room: '12', floor: '1', date, time: '10:00' },
    });
    return answer.body.request as { _id: string };
  };
  // Overdue by the morning of the 17th; turned back by its keeper; still to come.
  await create('2030-01-16');
  const turnedBack = await create('2030-01-18');
  await create('2030-01-19');
  await invoke('allotRequest', { token: de.token, body: { id: turnedBack._id, roomKeeperId: keeper.id } });
  await invoke('rejectRequest', {
    token: keeper.token,
    body: { id: turnedBack._id, message: 'Door locked' },
  });
  const registered = await registerConfirmed({
    email: `wait-${randomUUID().slice(0, 8)}@test.hostel`,
    fullname: 'Wai Ting',
    hostel: hostelName,
    password: testPassword,
  });
  expect(registered.status).toBe(200);
});

afterAll(() => {
  vi.useRealTimers();
});

describe('the morning mail', () => {
  it("is not sent before the hostel's hour on its own clock", async () => {
    const before = await readOutbox();

    const results = await runScheduledWork({}, auckland('2030-01-17', '06:59'));

    expect(morningOf(results, admins.de.hostelId)).toMatchObject({ outcome: 'notTheHour', mailed: 0 });
    expect(await since(before)).toEqual([]);
  });

  it('goes at the hour to each admin, with the counts, in their own language, as text and HTML', async () => {
    const before = await readOutbox();

    const results = await runScheduledWork({}, auckland('2030-01-17', '07:00'));
    const mails = await since(before);
    const to = (admin: Account) => mails.filter((mail) => mail.to === admin.email);

    expect(morningOf(results, admins.de.hostelId)).toMatchObject({ outcome: 'mailed', mailed: 2 });
    expect(mails).toHaveLength(2);
    const [german] = to(admins.de);
    const [japanese] = to(admins.ja);
    expect(german?.subject).toBe(`${hostelName}: Ihre Morgenübersicht für 17. Januar 2030`);
    expect(german?.text).toContain('Guten Morgen Greta Verwalterin,');
    expect(german?.text).toContain('- Offene Anfragen, die auf Zuteilung warten: 3');
    expect(german?.text).toContain('- Überfällige Anfragen: 1');
    expect(german?.text).toContain('- Von einer Reinigungskraft zurückgegeben, neu zuzuteilen: 1');
    expect(german?.text).toContain('- Registrierungen, die auf Ihre Freigabe warten: 1');
    expect(german?.text).toContain('https://hostel.example/dashboard/admin');
    expect(german?.html).toContain('<html lang="de">');
    expect(german?.html).toContain('<li>Überfällige Anfragen: 1</li>');
    expect(japanese?.subject).toBe(`${hostelName}：2030年1月17日 の朝のまとめ`);
    expect(japanese?.text).toContain('- 割り当て待ちのリクエスト：3');
    expect(japanese?.text).toContain('- 期限を過ぎたリクエスト：1');
    expect(japanese?.text).toContain('- 清掃担当者から差し戻され、再割り当てが必要：1');
    expect(japanese?.text).toContain('- 承認待ちの登録：1');
    expect(japanese?.html).toContain('<html lang="ja">');
  });

  it('is not sent twice on the same day: a later tick and a forced run send nothing', async () => {
    const before = await readOutbox();

    const tick = await runScheduledWork({}, auckland('2030-01-17', '07:30'));
    const forced = await runScheduledWork({ anyHour: true }, auckland('2030-01-17', '15:00'));

    expect(morningOf(tick, admins.de.hostelId)).toMatchObject({ outcome: 'alreadySent', mailed: 0 });
    expect(morningOf(forced, admins.de.hostelId)).toMatchObject({ outcome: 'alreadySent', mailed: 0 });
    expect(await since(before)).toEqual([]);
  });

  it('goes again the next morning, and any hour when forced, but never from a hostel that turned it off', async () => {
    const quiet = await makeHostel();
    const quietAdmin = await makeUser('admin', quiet);
    await invoke('updateHostelSettings', { token: quietAdmin.token, body: { digestHour: null } });
    const before = await readOutbox();

    const forced = await runScheduledWork({ anyHour: true }, auckland('2030-01-18', '15:00'));
    const mails = await since(before);

    expect(morningOf(forced, admins.de.hostelId)).toMatchObject({ outcome: 'mailed', mailed: 2 });
    expect(morningOf(forced, quiet.id)).toMatchObject({ outcome: 'off', mailed: 0 });
    expect(mails.map((mail) => mail.to).sort()).toEqual([admins.de.email, admins.ja.email].sort());
  });
});
