/**
 * A CSV of residents (issue 30): the preview says what each line would do (invite a new student to the
 * room, move a student of the hostel, leave one who lives there, or refuse it with a reason) and writes
 * nothing; the apply writes one slice of the file's lines, only when no line is refused. Each call decides
 * its lines against what is stored then (students by email, rooms by number, each a BatchGet of 100 keys),
 * so a second run finds every line unchanged and a run stopped mid-way is finished by running it again.
 */
import {
  type CheckedResident,
  checkResidentCsv,
  parseCsv,
  type ResidentLine,
  residentRoomKey,
} from '#shared/resident-csv';
import { type ResidentImportOutcome, type ResidentImportReason, residentLimits } from '#shared/residents';

import { createResidents, type Invited, residentBatches } from '../data/resident-invitations';
import { studentsByEmail } from '../data/resident-lookup';
import { AssignFailed, assignResidence } from '../data/residents';
import { type Room, roomsByNumber } from '../data/rooms';
import { TransactionConditionFailed } from '../data/store/transact';
import type { UserRecord } from '../data/users';
import { refuse } from '../refusal';
import { invitee, inviteUser, mailInvitation } from './invitations';
import { residenceRefusal } from './residence';

export interface ResidentOutcome {
  line: number;
  outcome: ResidentImportOutcome;
  reason?: ResidentImportReason;
  resident?: ResidentLine;
  room?: Room;
  /** The student the line names, when the hostel has them already. */
  student?: UserRecord;
}

/** The file's lines, checked; refused with a 4xx when it is too large, too long or empty. */
function checkedLines(csv: string): CheckedResident[] {
  if (Buffer.byteLength(csv, 'utf8') > residentLimits.importBytes)
    throw refuse('input.tooLarge', {
      message: `The file is larger than ${residentLimits.importBytes} bytes`,
    });
  // The header is one line more than the residents it may precede.
  if (parseCsv(csv).length > residentLimits.importLines + 1) throw refuse('residentImport.tooManyLines');
  const checked = checkResidentCsv(csv);
  if (checked.length > residentLimits.importLines) throw refuse('residentImport.tooManyLines');
  if (checked.length === 0) throw refuse('import.empty');
  return checked;
}

/**
 * What each of `lines` does, against the stored students and rooms. A room takes as many new residents as
 * it has free beds, counting the beds its residents leave by moving elsewhere in the same lines.
 */
async function outcomesOf(hostelId: string, lines: readonly CheckedResident[]): Promise<ResidentOutcome[]> {
  const valid = lines.flatMap((line) => (line.ok ? [line] : []));
  const rooms = await roomsByNumber(hostelId, valid);
  const students = await studentsByEmail(valid.map((line) => line.email));
  const leaving = new Map<string, number>();
  for (const line of valid) {
    const student = students.get(line.email);
    const room = rooms.get(residentRoomKey(line));
    if (student?.hostelId === hostelId && student.roomId !== undefined && student.roomId !== room?.id)
      leaving.set(student.roomId, (leaving.get(student.roomId) ?? 0) + 1);
  }
  const free = new Map<string, number>();
  return lines.map((line): ResidentOutcome => {
    if (!line.ok) return { line: line.line, outcome: 'error', reason: line.reason };
    const { line: number, ok: _ok, ...resident } = line;
    const error = (reason: ResidentImportReason): ResidentOutcome => ({
      line: number,
      outcome: 'error',
      reason,
      resident,
    });
    const room = rooms.get(residentRoomKey(resident));
    if (!room) return error('roomUnknown');
    const holder = students.get(resident.email);
    // A registration not confirmed or awaiting approval is replaced by the invitation, in any hostel.
    const student = holder && holder.status === undefined ? holder : undefined;
    if (student && student.hostelId !== hostelId) return error('emailTaken');
    if (student?.roomId === room.id) return { line: number, outcome: 'unchanged', resident, room, student };
    if (!room.inService) return error('roomOutOfService');
    const left = free.get(room.id) ?? room.beds - room.residents + (leaving.get(room.id) ?? 0);
    if (left <= 0) return error('roomFull');
    free.set(room.id, left - 1);
    return student
      ? { line: number, outcome: 'moved', resident, room, student }
      : { line: number, outcome: 'new', resident, room };
  });
}

/** Every line's outcome; nothing is written. */
export async function previewResidents(hostelId: string, csv: string): Promise<ResidentOutcome[]> {
  return outcomesOf(hostelId, checkedLines(csv));
}

const refusedLines = (outcomes: readonly { line: number; ok?: boolean; outcome?: string }[]) =>
  refuse('import.hasErrors', {
    errors: outcomes.slice(0, 20).map((line) => ({ path: `line.${line.line}`, message: 'Line is refused' })),
  });

/** Invitation mails sent at once: the mail service (SES) is asked a few at a time, not a slice at once. */
const mailsAtOnce = 5;

/**
 * Invites the new residents of a slice: in batches of one transaction each (`resident-invitations.ts`),
 * then their mails. A batch refused by a condition (an email taken meanwhile, or a registration holding
 * it; a room filled or closed) is written again one resident at a time, so each is replaced, refused or
 * written as `inviteUser` decides for one. Answers whether each invitation was mailed.
 */
async function inviteResidents(
  admin: UserRecord,
  residents: readonly { resident: ResidentLine; room: Room }[],
): Promise<boolean[]> {
  const inputs = residents.map(({ resident, room }) => {
    const body = {
      role: 'student' as const,
      fullname: resident.name,
      email: resident.email,
      ...(resident.phone !== undefined ? { phone: resident.phone } : {}),
    };
    const residence = { room };
    return { body, residence, user: invitee(admin, body, residence) };
  });
  const sent: boolean[] = [];
  for (const batch of residentBatches(inputs)) {
    let invited: Invited[] | undefined;
    try {
      invited = await createResidents(admin.hostelId, batch);
    } catch (error) {
      if (!(error instanceof TransactionConditionFailed)) throw error;
    }
    if (!invited) {
      for (const { resident } of batch)
        sent.push((await inviteUser(admin, resident.body, resident.residence)).invitationSent);
      continue;
    }
    for (let at = 0; at < invited.length; at += mailsAtOnce)
      sent.push(
        ...(await Promise.all(
          invited.slice(at, at + mailsAtOnce).map(({ user, token }) => mailInvitation(admin, user, token)),
        )),
      );
  }
  return sent;
}

export interface ResidentApplyResult {
  total: number;
  done: number;
  next?: number;
  written: { new: number; moved: number; unchanged: number; invitationsNotSent: number };
}

/**
 * Writes the residents of lines `from`…`from + importSlice` (0-based, among the file's residents) when no
 * line is refused (`import.hasErrors` otherwise, nothing of the slice written): new students are invited
 * into their room, moved ones moved. The first slice decides the whole file against the store first, so
 * a file with a refused line writes nothing at all.
 */
export async function applyResidents(
  admin: UserRecord,
  csv: string,
  from: number,
): Promise<ResidentApplyResult> {
  const checked = checkedLines(csv);
  const refused = checked.filter((line) => !line.ok);
  if (refused.length > 0) throw refusedLines(refused);
  const start = Math.min(from, checked.length);
  // The first slice decides the whole file, so that a refused line anywhere keeps every line unwritten.
  const whole = start === 0 ? await outcomesOf(admin.hostelId, checked) : undefined;
  const outcomes =
    whole?.slice(0, residentLimits.importSlice) ??
    (await outcomesOf(admin.hostelId, checked.slice(start, start + residentLimits.importSlice)));
  const errors = (whole ?? outcomes).filter((line) => line.outcome === 'error');
  if (errors.length > 0) throw refusedLines(errors);
  const written = { new: 0, moved: 0, unchanged: 0, invitationsNotSent: 0 };
  const fresh: { resident: ResidentLine; room: Room }[] = [];
  for (const { outcome, resident, room, student } of outcomes) {
    if (outcome === 'new' && resident && room) fresh.push({ resident, room });
    else if (outcome === 'moved' && student && room) {
      await assignResidence(student, { room }).catch(async (error: unknown) => {
        throw error instanceof AssignFailed ? await residenceRefusal({ room }, error.failure) : error;
      });
      written.moved++;
    } else written.unchanged++;
  }
  const invited = await inviteResidents(admin, fresh);
  written.new = invited.length;
  written.invitationsNotSent = invited.filter((sent) => !sent).length;
  const done = Math.min(start + residentLimits.importSlice, checked.length);
  return { total: checked.length, done, ...(done < checked.length ? { next: done } : {}), written };
}
