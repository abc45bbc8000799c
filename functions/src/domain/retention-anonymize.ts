/**
 * What retention (issue 34) leaves of a closed request and its feedback: every name and every text a
 * person wrote goes; ids, room, dates, statuses, ratings, minutes and history actions stay, so the counts,
 * the analytics and the keepers' averages read the same as before. Pure: the job's data module writes it.
 */

import type { Anonymized } from '../data/retention';

/** What takes the place of a name: none (the answers' name fields are strings, so they stay, empty). */
export const anonymousName = '';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A reason a keeper or admin gave (`rejectReason`, `rejectData`): who and what they wrote go. */
const reasonOf = (reason: Record<string, unknown>) => ({ ...reason, name: anonymousName, message: '' });

/** A request item as retention leaves it; already anonymized items are not passed here. */
export function anonymizedRequest(item: Record<string, unknown>): Anonymized {
  const set: Record<string, unknown> = { studentName: anonymousName };
  const remove: string[] = [];
  if (typeof item.roomkeeper === 'string') set.roomkeeper = anonymousName;
  if (typeof item.message === 'string') remove.push('message');
  for (const name of ['rejectReason', 'rejectData']) {
    const reason = item[name];
    if (isRecord(reason)) set[name] = reasonOf(reason);
  }
  if (Array.isArray(item.history))
    set.history = item.history.map((entry: unknown) => {
      if (!isRecord(entry)) return entry;
      const { note: _note, ...kept } = entry;
      return { ...kept, byName: anonymousName };
    });
  return { set, remove };
}

/** A rating, complaint or suggestion as retention leaves it: the stars stay, the words and names go. */
export function anonymizedFeedback(): Anonymized {
  return { set: { studentName: anonymousName, roomkeeper: anonymousName, message: '' }, remove: [] };
}
