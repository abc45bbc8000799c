/**
 * Maintenance reports (issue 32): a problem in a room, reported by anyone signed in, worked through by the
 * hostel's admin on the maintenance board. Without zod, so the site and the handlers share it.
 */

/** What kind of problem it is. */
export const maintenanceCategories = [
  'plumbing',
  'electrical',
  'furniture',
  'pests',
  'cleaningSupplies',
  'other',
] as const;
export type MaintenanceCategory = (typeof maintenanceCategories)[number];

export const maintenanceUrgencies = ['low', 'normal', 'urgent'] as const;
export type MaintenanceUrgency = (typeof maintenanceUrgencies)[number];

/** Where a report is on the board; `new` until the admin first moves it. */
export const maintenanceStatuses = ['new', 'inProgress', 'fixed', 'wontFix'] as const;
export type MaintenanceStatus = (typeof maintenanceStatuses)[number];

/** Open reports: still to be dealt with (an urgent one may take its room out of service). */
export const openMaintenanceStatuses: readonly MaintenanceStatus[] = ['new', 'inProgress'];

export const maintenanceLimits = {
  /** What is wrong, as the reporter tells it. */
  text: 1000,
  /** Who it is given to: a person's name or an outside contractor, free text. */
  assignee: 80,
  /** The admin's note on the report. */
  note: 500,
  /** History entries kept on a report; older ones are counted, not kept, so the item stays small. */
  history: 20,
  /** Reports of one board column or of one reporter per page. */
  page: 25,
} as const;
