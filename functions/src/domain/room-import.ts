/**
 * A CSV of rooms (issue 30): the preview says what each line would do and writes nothing; the apply
 * writes one slice of the file's lines, and only when no line is refused (a file is never half written
 * because of a bad line). Both decide each line against the rooms stored now, so applying a file again,
 * or again after a stop mid-way, finds the lines already written unchanged and finishes the rest.
 */
import { checkCsv, type CheckedLine, parseCsv, type RoomLine } from '#shared/room-csv';
import { type ImportOutcome, type ImportReason, roomKeyPart, roomLimits } from '#shared/rooms';

import { getRoomTypes } from '../data/room-types';
import { addRooms, changeRoom } from '../data/room-writes';
import { numberKeyOf, type Room, roomsByNumber } from '../data/rooms';
import { refuse } from '../refusal';

export type Change = 'floor' | 'type' | 'beds';

export interface LineOutcome {
  line: number;
  outcome: ImportOutcome;
  reason?: ImportReason;
  room?: RoomLine;
  changes?: Change[];
  /** The stored room a changed or unchanged line names. */
  stored?: Room;
}

/** The file's lines, checked; refused with a 4xx when it is too large, too long or empty. */
async function checkedLines(hostelId: string, csv: string): Promise<CheckedLine[]> {
  if (Buffer.byteLength(csv, 'utf8') > roomLimits.importBytes)
    throw refuse('input.tooLarge', { message: `The file is larger than ${roomLimits.importBytes} bytes` });
  const lines = parseCsv(csv);
  // The header is one line more than the rooms it may precede.
  if (lines.length > roomLimits.importLines + 1) throw refuse('import.tooManyLines');
  const checked = checkCsv(lines, await getRoomTypes(hostelId));
  if (checked.length > roomLimits.importLines) throw refuse('import.tooManyLines');
  if (checked.length === 0) throw refuse('import.empty');
  return checked;
}

function changesOf(stored: Room, line: RoomLine): Change[] {
  const changes: Change[] = [];
  if (roomKeyPart(stored.floor) !== roomKeyPart(line.floor)) changes.push('floor');
  if (stored.typeId !== line.typeId) changes.push('type');
  if (stored.beds !== line.beds) changes.push('beds');
  return changes;
}

/** What each of `lines` does to the stored rooms. */
async function outcomesOf(hostelId: string, lines: readonly CheckedLine[]): Promise<LineOutcome[]> {
  const rooms = lines.flatMap((line) => (line.ok ? [line] : []));
  const stored = await roomsByNumber(hostelId, rooms);
  return lines.map((line): LineOutcome => {
    if (!line.ok) return { line: line.line, outcome: 'error', reason: line.reason };
    const { line: number, ok: _ok, ...room } = line;
    const found = stored.get(numberKeyOf(room));
    if (!found) return { line: number, outcome: 'new', room };
    const changes = changesOf(found, room);
    return changes.length === 0
      ? { line: number, outcome: 'unchanged', room, stored: found }
      : { line: number, outcome: 'changed', room, changes, stored: found };
  });
}

/** Every line's outcome; nothing is written. */
export async function previewImport(hostelId: string, csv: string): Promise<LineOutcome[]> {
  return outcomesOf(hostelId, await checkedLines(hostelId, csv));
}

export interface ApplyResult {
  total: number;
  done: number;
  next?: number;
  written: { new: number; changed: number; unchanged: number };
}

/**
 * Writes the rooms of lines `from`…`from + importSlice` (0-based, among the file's rooms) when no line of
 * the whole file is refused (`import.hasErrors` otherwise, nothing written). New rooms are added in
 * transactions with their numbers; a changed room keeps its id, in service or not, and takes the line's
 * floor, type and beds. A room added meanwhile by someone else is counted as unchanged.
 */
export async function applyImport(hostelId: string, csv: string, from: number): Promise<ApplyResult> {
  const checked = await checkedLines(hostelId, csv);
  const refused = checked.filter((line) => !line.ok);
  if (refused.length > 0)
    throw refuse('import.hasErrors', {
      errors: refused.slice(0, 20).map((line) => ({ path: `line.${line.line}`, message: 'Line is refused' })),
    });
  const start = Math.min(from, checked.length);
  const slice = checked.slice(start, start + roomLimits.importSlice);
  const outcomes = await outcomesOf(hostelId, slice);
  const fresh = outcomes.flatMap((outcome) =>
    outcome.outcome === 'new' && outcome.room ? [outcome.room] : [],
  );
  const { created } = await addRooms(hostelId, fresh);
  let changed = 0;
  for (const outcome of outcomes) {
    if (outcome.outcome !== 'changed' || !outcome.stored || !outcome.room) continue;
    const { stored, room } = outcome;
    await changeRoom(stored, { ...room, building: stored.building, number: stored.number });
    changed++;
  }
  const done = Math.min(start + roomLimits.importSlice, checked.length);
  return {
    total: checked.length,
    done,
    ...(done < checked.length ? { next: done } : {}),
    written: { new: created.length, changed, unchanged: slice.length - created.length - changed },
  };
}
