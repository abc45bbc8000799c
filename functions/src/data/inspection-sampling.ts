/**
 * A hostel's inspection sampling (issue 32), as stored: `inspectOneIn` on its hostel item beside its other
 * settings (the random pick itself is the domain's, `domain/inspection-sampling.ts`).
 */
import { maxInspectOneIn } from '#shared/inspections';

/** The hostel item's "inspect 1 in N cleans"; null when off, never set or unreadable. */
export const inspectOneInOf = (item: Record<string, unknown> | undefined): number | null => {
  const value = item?.inspectOneIn;
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= maxInspectOneIn
    ? value
    : null;
};
