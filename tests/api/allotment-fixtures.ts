/** Hostels, requests and calls shared by the days-off and bulk allotment tests. */
import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';

/** A hostel with its admin, `studentCount` students and the named keepers. */
export async function hostelWith(keeperNames: string[], studentCount: number) {
  const hostel = await makeHostel();
  const admin = await makeUser('admin', hostel);
  const students = await Promise.all(Array.from({ length: studentCount }, () => makeUser('student', hostel)));
  const keepers = await Promise.all(keeperNames.map((name) => makeUser('roomkeeper', hostel, { name })));
  return { hostel, admin, students, keepers };
}

/** A request of the student's through the real handler. */
export async function requestOn(student: Account, date: string, floor: string, time = '10:00') {
  const answer = await invoke('createRequest', {
    token: student.token,
    body: { room: '7', floor, date, time },
  });
  if (answer.status !== 201) throw new Error(`create failed: ${answer.text}`);
  return answer.body.request as { _id: string };
}

export const markOff = (caller: Account, date: string, keeperId?: string, off = true) =>
  invoke('setDayOff', { token: caller.token, body: { ...(keeperId ? { keeperId } : {}), date, off } });

export const plan = (admin: Account, ids: string[]) =>
  invoke('allotPlan', { token: admin.token, body: { ids } });

export const bulk = (admin: Account, rows: { id: string; roomKeeperId: string }[]) =>
  invoke('bulkAllot', { token: admin.token, body: { rows } });
