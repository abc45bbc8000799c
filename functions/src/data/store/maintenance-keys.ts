/**
 * Maintenance reports' keys (issue 32), apart from `keys` so that only the functions that use them bundle
 * them (an object's properties are never shaken out):
 * - a report `HOSTEL#<hid>#MAINT#<id>` / `MAINT` (the hostel in the key: another hostel's id is missing);
 * - its reporter's list on byStudent (gsi1) `REPORTER#<userId>#MAINT`, any role, sorted `<createdAt>#<id>`;
 * - the board's column on byHostel (gsi2) `HOSTEL#<hid>#MAINT#<status>`, sorted `<createdAt>#<id>`: a
 *   change of status moves the report to another column in the same write;
 * - the hostel's maintenance counters `HOSTEL#<hid>` / `MAINTSTATS`: reports and fixes by category and the
 *   minutes the fixes took, moved in the transaction of each report and each move to fixed.
 */
import type { MaintenanceStatus } from '#shared/maintenance';

import { byHostel, byStudent, type Key, type Partition } from './partitions';

export const maintenanceKeys = {
  report: (hostelId: string, reportId: string): Key => ({
    pk: `HOSTEL#${hostelId}#MAINT#${reportId}`,
    sk: 'MAINT',
  }),
  listEntries: (report: {
    id: string;
    hostelId: string;
    reporterId: string;
    status: MaintenanceStatus;
    createdAt: string;
  }) => {
    const sk = `${report.createdAt}#${report.id}`;
    return {
      gsi1pk: `REPORTER#${report.reporterId}#MAINT`,
      gsi1sk: sk,
      gsi2pk: `HOSTEL#${report.hostelId}#MAINT#${report.status}`,
      gsi2sk: sk,
    };
  },
  stats: (hostelId: string): Key => ({ pk: `HOSTEL#${hostelId}`, sk: 'MAINTSTATS' }),
  ofReporter: (userId: string): Partition => byStudent(`REPORTER#${userId}#MAINT`),
  ofBoard: (hostelId: string, status: MaintenanceStatus): Partition =>
    byHostel(`HOSTEL#${hostelId}#MAINT#${status}`),
};
