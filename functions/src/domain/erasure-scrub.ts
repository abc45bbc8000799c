/**
 * What an erasure makes of one stored item (issue 34): every copy of the person's name or email becomes
 * the erased marker (`#shared/erasure`), and the free texts they wrote themselves are emptied. Pure: the
 * walk (`user-erasure.ts`) reads the items and writes back only those this changes.
 */
import { erasedName } from '#shared/erasure';

/** Who is erased: their id, and the name and email as stored, to find their copies. */
export interface Erased {
  _id: string;
  name: string;
  email: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The texts that identify the person: the whole name and the email (a name of one letter would match too much). */
function patternOf(person: Erased): RegExp | undefined {
  const texts = [person.name.trim(), person.email.trim()].filter((text) => text.length >= 2);
  return texts.length === 0 ? undefined : new RegExp(texts.map(escape).join('|'), 'giu');
}

/** The value with every copy of the person replaced, deeply; the same reference when nothing matched. */
function replaced(value: unknown, pattern: RegExp): unknown {
  if (typeof value === 'string') {
    pattern.lastIndex = 0;
    return pattern.test(value) ? value.replace(pattern, erasedName) : value;
  }
  if (Array.isArray(value)) {
    const next = value.map((entry) => replaced(entry, pattern));
    return next.some((entry, index) => entry !== value[index]) ? next : value;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    const next = entries.map(([key, entry]) => [key, replaced(entry, pattern)] as const);
    return next.some(([, entry], index) => entry !== entries[index]![1]) ? Object.fromEntries(next) : value;
  }
  return value;
}

type Item = Record<string, unknown>;

/** Empties the free texts the person wrote on an item of theirs (a request's note, feedback, a report, an inspection's note). */
function withoutTheirTexts(item: Item, person: Erased): Item {
  const personId = person._id;
  const next: Item = { ...item };
  if (next.entity === 'Request' && next.studentId === personId) delete next.message;
  if (next.entity === 'Feedback' && next.studentId === personId) next.message = '';
  if (next.reporterId === personId && typeof next.text === 'string') next.text = '';
  // An inspection's note is its inspector's text (their name, below, becomes the marker).
  if (next.entity === 'Inspection' && next.by === personId) delete next.note;
  if (Array.isArray(next.history)) {
    next.history = next.history.map((entry: Item) => {
      if (entry.by !== personId || entry.note === undefined) return entry;
      const { note: _note, ...rest } = entry;
      return rest;
    });
  }
  // A keeper's reason for turning a clean back is theirs; the name beside it is replaced below.
  const reason = next.rejectReason as Item | undefined;
  if (reason && next.turnedBackBy === personId && !reason.released)
    next.rejectReason = { ...reason, message: '' };
  // A notification's `reason` is the text of the one it names as `byName` (a door report, a turn-back).
  const byName = typeof next.byName === 'string' ? next.byName.trim().toLowerCase() : undefined;
  if (next.entity === 'Notification' && byName === person.name.trim().toLowerCase()) delete next.reason;
  return next;
}

/**
 * The item as it is once the person is erased, or undefined when it holds nothing of theirs. Keys, ids
 * and numbers stay, so every index, counter and analytics day still counts what it counted.
 */
export function scrubbed(item: Item, person: Erased): Item | undefined {
  const pattern = patternOf(person);
  const own = withoutTheirTexts(item, person);
  const next = pattern ? (replaced(own, pattern) as Item) : own;
  return JSON.stringify(next) === JSON.stringify(item) ? undefined : next;
}
