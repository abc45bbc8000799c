/**
 * The world of `requests-reschedule.test.ts` (issue 28): a hostel with an admin, a keeper and five
 * students, another hostel's admin, and the clock at noon UTC; the invariants checked after the file.
 */
import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { keeperDayLoadOf } from './changes-fixtures';
import { assertInvariants } from './requests-fixtures';

let hostel: { id: string; name: string };
let otherHostel: { id: string; name: string };
export let admin: Account;
export let otherAdmin: Account;
export let keeper: Account;
export let students: Account[];

// Noon UTC (the hostel's zone is UTC until its admin names one): "2 hours before" a 14:00 request is now.
export const noon = new Date('2030-01-15T12:00:00Z');

/** The file's hostel and people, made before its tests; the clock back at noon after each. */
export function rescheduleWorld(): void {
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: noon });
    hostel = await makeHostel();
    otherHostel = await makeHostel();
    admin = await makeUser('admin', hostel, { name: 'Hana Admin' });
    otherAdmin = await makeUser('admin', otherHostel, { name: 'Olga Admin' });
    keeper = await makeUser('roomkeeper', hostel, { name: 'Kim Keeper' });
    students = await Promise.all(
      ['Sara', 'Tom', 'Uma', 'Vic', 'Wen'].map((name) => makeUser('student', hostel, { name })),
    );
  });

  afterEach(() => {
    vi.setSystemTime(noon);
  });

  afterAll(async () => {
    await assertInvariants({ hostelId: hostel.id, students, keepers: [keeper] });
    vi.useRealTimers();
  });
}

export const invariants = () => assertInvariants({ hostelId: hostel.id, students, keepers: [keeper] });
export const keeperDayLoad = (date: string) => keeperDayLoadOf(keeper, date);
