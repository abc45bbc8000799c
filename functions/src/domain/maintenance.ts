/**
 * Maintenance reports (issue 32): anyone signed in reports a problem in a room of their hostel (made in
 * `maintenance-new.ts`); the admin
 * moves it on the board (status, who it is given to, a note) on the version they saw, and the reporter is
 * told of each change in the same transaction (a `maintenance` notification, mailed and pushed from the
 * table's stream like every other kind).
 */
import type { MaintenanceStatus } from '#shared/maintenance';
import type { Note } from '#shared/notification-kinds';

import { transitionWrites } from '../data/effect-writes';
import { getReport, type MaintenanceChange, type MaintenanceReport, reportPut } from '../data/maintenance';
import { statsCount } from '../data/maintenance-stats';
import { transact, TransactionConditionFailed } from '../data/store/transact';
import type { UserRecord } from '../data/users';
import { refuse } from '../refusal';
import { unreadOf } from './effects';
import { told } from './notices';

/**
 * The report as the caller may read it: the admin any of their hostel's, anyone else only their own.
 * Another's, another hostel's and a missing one are all `maintenance.notFound`, so no id can be probed.
 */
export async function readReport(user: UserRecord, reportId: string): Promise<MaintenanceReport> {
  const report = await getReport(user.hostelId, reportId);
  if (!report || (user.role !== 'admin' && report.reporterId !== user._id))
    throw refuse('maintenance.notFound');
  return report;
}

export interface ReportChange {
  version: number;
  status?: MaintenanceStatus | undefined;
  assignee?: string | undefined;
  note?: string | undefined;
}

/** A field as changed: absent keeps it, empty clears it. */
const changed = (given: string | undefined, stored: string | undefined) =>
  given === undefined ? stored : given || undefined;

/**
 * The admin's change, on the version they saw (409 `maintenance.changed` on any other). A change that
 * changes nothing writes nothing. Otherwise one transaction: the report (on its version, with a history
 * entry), on a move to fixed the hostel's maintenance counters, the reporter's `maintenance` notification
 * and unread counter (unless the admin reported it), and the hostel's change stamp.
 */
export async function changeReport(
  admin: UserRecord,
  reportId: string,
  change: ReportChange,
): Promise<MaintenanceReport> {
  const report = await getReport(admin.hostelId, reportId);
  if (!report) throw refuse('maintenance.notFound');
  if (report.version !== change.version) throw refuse('maintenance.changed');
  const status = change.status ?? report.status;
  const assignee = changed(change.assignee, report.assignee);
  const note = changed(change.note, report.note);
  if (status === report.status && assignee === report.assignee && note === report.note) return report;
  const now = new Date().toISOString();
  const entry: MaintenanceChange = {
    at: now,
    byName: admin.name,
    status,
    ...(assignee ? { assignee } : {}),
    ...(note ? { note } : {}),
  };
  const { assignee: _assignee, note: _note, ...rest } = report;
  const next: MaintenanceReport = {
    ...rest,
    status,
    ...(assignee ? { assignee } : {}),
    ...(note ? { note } : {}),
    updatedAt: now,
    version: report.version + 1,
    history: [...report.history, entry],
  };
  const notes: Note[] =
    report.reporterId === admin._id
      ? []
      : [
          {
            to: report.reporterId,
            kind: 'maintenance',
            reportId: report.id,
            room: `${report.building} ${report.number}`,
            byName: admin.name,
            maintenanceStatus: status,
          },
        ];
  // A move to fixed counts in the analytics with the minutes since the report (each time it is fixed).
  const fixed =
    status === 'fixed' && report.status !== 'fixed'
      ? [
          statsCount(admin.hostelId, report.category, {
            fixed: 1,
            minutes: Math.max(0, Math.round((Date.parse(now) - Date.parse(report.createdAt)) / 60_000)),
          }),
        ]
      : [];
  const { items } = transitionWrites({
    request: [reportPut(next, report.version), ...fixed],
    effects: unreadOf(notes),
    told: told(admin.hostelId, notes, now),
    stats: [],
  });
  try {
    await transact(items);
  } catch (error) {
    if (error instanceof TransactionConditionFailed) throw refuse('maintenance.changed');
    throw error;
  }
  return next;
}
