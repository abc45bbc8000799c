/**
 * How far ahead a cleaning may be booked: one number for every hostel until hostels have settings, which
 * will replace it. The refusal texts (`request.dateTooFar`, `validation:dateTooFar`) name the number.
 */
export const maxDaysAhead = 60;

/** The 'YYYY-MM-DD' date `days` calendar days after `date`. */
export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The last date a request may be for, on the day `today` ('YYYY-MM-DD'). */
export const latestRequestDate = (today: string): string => addDays(today, maxDaysAhead);
