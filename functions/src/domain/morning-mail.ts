/**
 * The morning mail (issue 15, DESIGN §9 "Scheduled work"): each hostel whose mail hour it now is, on its
 * own clock, mails each of its admins what waits for them, in the admin's language. The scheduled job runs
 * it every hour; `npm run digest` runs it for every hostel whatever the hour. It goes once per hostel and
 * day whoever runs it: a marker is claimed before the mails are sent (`data/digest.ts`).
 *
 * A send that fails is tried again within the run while the failure may pass; one that still fails is
 * logged as "morning mail not sent" (the stack counts these lines and alarms on them) and recorded on the
 * marker, and each later run of the same day sends it, still once per admin (issue 35).
 */
import { overdueBounds, wallClock } from '#shared/hostel-alerts';
import { defaultLanguage } from '#shared/languages';

import { hostelAdminIds } from '../data/notifications';
import {
  claimDigest,
  claimUnsent,
  digestCounts,
  recordUnsent,
  unsentDigests,
} from '../data/read-models/digest';
import { getStoredUsers } from '../data/user-lists';
import { describeError, log } from '../log';
import { digestMail } from '../mail/digest-mail';
import { sendMail } from '../mail/mailer';
import { mailRetry, realSleep, sendWithRetry, type Sleep } from '../mail/send-retry';
import type { RunHostel } from './run-hostels';

export interface MorningMailRun {
  /** The instant the run stands at (the job's own clock; tests fix it). */
  now: Date;
  /** Mail every hostel that has a mail hour, whatever the hour now (`npm run digest`). */
  anyHour?: boolean;
  /** The wait between tries of a failed send (tests pass one that does not wait). */
  sleep?: Sleep;
}

/** What a run did for one hostel. */
export interface HostelMorning {
  hostelId: string;
  /** `resent`: the mail of admins an earlier run of the day could not send. */
  outcome: 'mailed' | 'resent' | 'notTheHour' | 'off' | 'alreadySent' | 'failed';
  /** Admins mailed. */
  mailed: number;
  /** Admins whose mail could not be sent this run, left for the next run of the day. */
  unsent: number;
}

/** The log line the stack's metric filter counts (`infra/lib/constructs/morning-mail-alarm.ts`, same text). */
export const mailNotSent = 'morning mail not sent';

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
      results.push({ hostelId: hostel.id, outcome: 'failed', mailed: 0, unsent: 0 });
    }
  }
  return results;
}

async function morningOf(hostel: RunHostel, run: MorningMailRun): Promise<HostelMorning> {
  const { rules, alerts } = hostel.settings;
  const none = (outcome: HostelMorning['outcome']) => ({
    hostelId: hostel.id,
    outcome,
    mailed: 0,
    unsent: 0,
  });
  if (alerts.digestHour === null) return none('off');
  const clock = wallClock(rules.timeZone, run.now);
  const theHour = run.anyHour === true || clock.hour === alerts.digestHour;
  // The admins are read before the claim, so that once it is claimed each of them is either mailed or
  // recorded as unsent.
  const adminIds = theHour ? await hostelAdminIds(hostel.id) : [];
  if (theHour && (await claimDigest(hostel.id, clock.date, run.now))) {
    const sent = await leftForLater(
      hostel.id,
      clock.date,
      () => mailAdmins(hostel, run, clock.date, adminIds),
      adminIds,
    );
    return { hostelId: hostel.id, outcome: 'mailed', ...sent };
  }
  // Before the hour there is nothing of today's to send again; after it, what an earlier run could not.
  if (clock.hour < alerts.digestHour && !run.anyHour) return none('notTheHour');
  const unsent = await unsentDigests(hostel.id, clock.date);
  const mine: string[] = [];
  for (const userId of unsent) if (await claimUnsent(hostel.id, clock.date, userId)) mine.push(userId);
  if (mine.length === 0) return none(theHour ? 'alreadySent' : 'notTheHour');
  const sent = await leftForLater(
    hostel.id,
    clock.date,
    () => mailAdmins(hostel, run, clock.date, mine),
    mine,
  );
  return { hostelId: hostel.id, outcome: 'resent', ...sent };
}

/**
 * Runs `work` on mail already claimed; when it throws (a read of the counts failed, say), the admins it
 * was for are recorded as unsent before the error goes on, so the claim does not lose their mail.
 */
async function leftForLater<T>(
  hostelId: string,
  date: string,
  work: () => Promise<T>,
  adminIds: readonly string[],
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await recordUnsent(hostelId, date, adminIds).catch((recordError: unknown) =>
      log.error('morning mail not recorded as unsent', { hostelId, ...describeError(recordError) }),
    );
    throw error;
  }
}

/** Mails the counts to each of these admins; those whose mail still fails are recorded for a later run. */
async function mailAdmins(
  hostel: RunHostel,
  run: MorningMailRun,
  today: string,
  adminIds: readonly string[],
): Promise<{ mailed: number; unsent: number }> {
  const { rules, alerts } = hostel.settings;
  const counts = await digestCounts(
    hostel.id,
    overdueBounds(rules.timeZone, alerts.overdueGraceMinutes, run.now),
  );
  const admins = await getStoredUsers(adminIds);
  const policy = { ...mailRetry, sleep: run.sleep ?? realSleep };
  const failed: string[] = [];
  let mailed = 0;
  for (const admin of admins.values()) {
    if (admin.deletedAt) continue;
    const mail = digestMail(
      { email: admin.email, name: admin.name, language: admin.language ?? defaultLanguage },
      { name: hostel.name, today },
      counts,
    );
    try {
      await sendWithRetry(sendMail, mail, policy);
      mailed += 1;
    } catch (error) {
      failed.push(admin._id);
      log.error(mailNotSent, { hostelId: hostel.id, userId: admin._id, ...describeError(error) });
    }
  }
  await recordUnsent(hostel.id, today, failed);
  log.info('morning mail sent', { hostelId: hostel.id, mailed, unsent: failed.length });
  return { mailed, unsent: failed.length };
}
