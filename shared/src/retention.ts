/**
 * Retention per hostel (issue 34): how long closed requests, their feedback and the admin audit log are
 * kept before the daily retention job (`functions/src/jobs/retention.ts`) anonymizes or deletes them.
 * Photos are kept by the bucket's lifecycle (`photoRetentionDays`), notifications by the table's TTL.
 */

/** Months a hostel may keep closed requests and their feedback before their names and texts go. */
export const requestRetentionMonths = { min: 1, max: 120, default: 24 } as const;

/**
 * Months a hostel may keep its audit log. At most 24: every entry already expires after 730 days by its
 * TTL (`functions/src/data/audit-log.ts`), so a longer period could not be kept.
 */
export const auditRetentionMonths = { min: 1, max: 24, default: 24 } as const;

export interface RetentionSettings {
  requestRetentionMonths: number;
  auditRetentionMonths: number;
}

export const defaultRetention: RetentionSettings = {
  requestRetentionMonths: requestRetentionMonths.default,
  auditRetentionMonths: auditRetentionMonths.default,
};

/**
 * The instant `months` calendar months before `now` (UTC); a day the earlier month lacks (31 March less
 * one month) falls back to that month's last day, so the cutoff never jumps forward into the period.
 */
export function monthsBefore(now: Date, months: number): Date {
  const target = new Date(now.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}
