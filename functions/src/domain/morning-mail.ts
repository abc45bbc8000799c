/**
 * The morning mail (issue 15, DESIGN §9 "Scheduled work"): each hostel whose mail hour it now is, on its
 * own clock, mails each of its admins what waits for them, in the admin's language. The scheduled job runs
 * it every hour; `npm run digest` runs it for every hostel whatever the hour. It goes once per hostel and
 * day whoever runs it: a marker is claimed before the mails are sent (`data/read-models/digest.ts`).
 */
import { overdueBounds, wallClock } from '#shared/hostel-alerts';
import { defaultLanguage } from '#shared/languages';

import { hostelAdminIds } from '../data/notifications';
import { claimDigest, digestCounts } from '../data/read-models/digest';
import { getStoredUsers } from '../data/user-lists';
import { describeError, log } from '../log';
import { digestMail } from '../mail/digest-mail';
import { sendMail } from '../mail/mailer';
import type { RunHostel } from './run-hostels';

export interface MorningMailRun {
  /** The instant the run stands at (the job's own clock; tests fix it). */
  now: Date;
  /** Mail every hostel that has a mail hour, whatever the hour now (`npm run digest`). */
  anyHour?: boolean;
}

/** What a run did for one hostel. */
export interface HostelMorning {
  hostelId: string;
  outcome: 'mailed' | 'notTheHour' | 'off' | 'alreadySent' | 'failed';
  /** Admins mailed. */
  mailed: number;
}

export async function runMorningMail(
  hostels: readonly RunHostel[],
  run: MorningMailRun,
): Promise<HostelMorning[]> {
  const results: HostelMorning[] = [];
  for (const hostel of hostels) {
    try {
      results.push(await morningOf(hostel, run));
    } catch (error) {
      // One hostel's failure leaves the others' mail alone; the next tick of its hour is the next chance.
      log.error('morning mail failed', { hostelId: hostel.id, ...describeError(error) });
      results.push({ hostelId: hostel.id, outcome: 'failed', mailed: 0 });
    }
  }
  return results;
}

async function morningOf(hostel: RunHostel, run: MorningMailRun): Promise<HostelMorning> {
  const { rules, alerts } = hostel.settings;
  const none = (outcome: HostelMorning['outcome']) => ({ hostelId: hostel.id, outcome, mailed: 0 });
  if (alerts.digestHour === null) return none('off');
  const clock = wallClock(rules.timeZone, run.now);
  if (!run.anyHour && clock.hour !== alerts.digestHour) return none('notTheHour');
  if (!(await claimDigest(hostel.id, clock.date, run.now))) return none('alreadySent');

  const counts = await digestCounts(
    hostel.id,
    overdueBounds(rules.timeZone, alerts.overdueGraceMinutes, run.now),
  );
  const admins = await getStoredUsers(await hostelAdminIds(hostel.id));
  let mailed = 0;
  for (const admin of admins.values()) {
    if (admin.deletedAt) continue;
    try {
      await sendMail(
        digestMail(
          { email: admin.email, name: admin.name, language: admin.language ?? defaultLanguage },
          { name: hostel.name, today: clock.date },
          counts,
        ),
      );
      mailed += 1;
    } catch (error) {
      log.warn('morning mail not sent', { hostelId: hostel.id, userId: admin._id, ...describeError(error) });
    }
  }
  log.info('morning mail sent', { hostelId: hostel.id, mailed });
  return { hostelId: hostel.id, outcome: 'mailed', mailed };
}
