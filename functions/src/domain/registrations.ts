/**
 * Self-registration (DESIGN §9 "Registration modes"): in a hostel that approves registrations, a new
 * student waits with `status: 'awaiting'` until an admin of that hostel approves (they become a counted,
 * active student and are mailed) or declines (the account ends and the email is free again).
 */
import { defaultLanguage } from '#shared/languages';

import { auditPut, type AuditRecord } from '../data/audit-log';
import { stampBump } from '../data/notifications';
import { approvalWrites, declineWrites } from '../data/registrations';
import { transact, TransactionConditionFailed, type TransactItem } from '../data/store/transact';
import { getStoredUsers } from '../data/user-lists';
import type { UserRecord } from '../data/users';
import { describeError, log } from '../log';
import { sendMail } from '../mail/mailer';
import { approvalMail } from '../mail/templates';
import { refuse } from '../refusal';

/**
 * The waiting students of the admin's hostel with these ids. An id that is not a user of this hostel is
 * refused the same whether it exists elsewhere or not at all (404); one that is not waiting is 409.
 */
async function waitingOfHostel(admin: UserRecord, ids: readonly string[]): Promise<UserRecord[]> {
  const stored = await getStoredUsers(ids);
  return ids.map((id) => {
    const user = stored.get(id);
    if (!user || user.deletedAt || user.hostelId !== admin.hostelId) throw refuse('user.notFound');
    if (user.status !== 'awaiting') throw refuse('user.notAwaiting');
    return user;
  });
}

const maxAttempts = 3;

/** DynamoDB's most actions in one transaction. */
const maxTransactionActions = 100;

/**
 * The waiting students in groups whose writes, with the change stamp and the audit entry, fit one
 * transaction: 25 students with a room and a bed each are more than one can hold (four writes each, and
 * their rooms' counters), so such a batch is settled in two, each with its own audit entry.
 */
function groupsOf(waiting: readonly UserRecord[], size: (group: UserRecord[]) => number): UserRecord[][] {
  const groups: UserRecord[][] = [];
  let current: UserRecord[] = [];
  for (const user of waiting) {
    if (current.length > 0 && size([...current, user]) + 2 > maxTransactionActions) {
      groups.push(current);
      current = [];
    }
    current.push(user);
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/**
 * Reads the students, checks them and runs the writes in one transaction (or one per group that fits,
 * `groupsOf`), each with the audit log's entry of the students it settles (issue 34). A condition that
 * fails means one of them changed since it was read (approved, declined or renamed): read the ones not
 * settled yet again, and refuse only what is then no longer waiting.
 */
async function settle(
  admin: UserRecord,
  requested: readonly string[],
  writes: (hostelId: string, waiting: UserRecord[], now: string) => TransactItem[],
  audited: AuditRecord['action'],
): Promise<UserRecord[]> {
  const settled: UserRecord[] = [];
  let left = [...new Set(requested)];
  for (let attempt = 1; ; attempt++) {
    const waiting = await waitingOfHostel(admin, left);
    // The stamp moves, so the other open pages of the hostel (the Manage lists) show it.
    const now = new Date().toISOString();
    try {
      for (const group of groupsOf(waiting, (some) => writes(admin.hostelId, some, now).length)) {
        const targets = group.map((user) => ({ id: user._id, name: user.name }));
        await transact([
          ...writes(admin.hostelId, group, now),
          stampBump(admin.hostelId),
          // The audit log's entry, in the change's own transaction (issue 34).
          auditPut(admin, { action: audited, targets }, now),
        ]);
        settled.push(...group);
      }
      return settled;
    } catch (error) {
      if (!(error instanceof TransactionConditionFailed) || attempt >= maxAttempts) throw error;
      left = left.filter((id) => !settled.some((user) => user._id === id));
    }
  }
}

/** Approves waiting students of the admin's hostel and mails each; a mail that fails is logged, not undone. */
export async function approveRegistrations(
  admin: UserRecord,
  ids: readonly string[],
): Promise<{ approved: string[]; mailed: number }> {
  const approved = await settle(admin, ids, approvalWrites, 'approve');
  let mailed = 0;
  for (const user of approved) {
    try {
      await sendMail(approvalMail(user.language ?? defaultLanguage, user.email, user.name, user.hostel));
      mailed += 1;
    } catch (error) {
      log.error('approval mail not sent', { userId: user._id, ...describeError(error) });
    }
  }
  return { approved: approved.map((user) => user._id), mailed };
}

/** Declines waiting students of the admin's hostel: their sessions end and their emails are free again. */
export async function declineRegistrations(admin: UserRecord, ids: readonly string[]): Promise<string[]> {
  const declined = await settle(admin, ids, declineWrites, 'decline');
  return declined.map((user) => user._id);
}
