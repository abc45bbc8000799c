/**
 * A CSV of residents (issue 30): `name,email,building,number[,phone]`, one student a line, an optional
 * header line of those names. A room is named as the rooms CSV names it, by building and number. Each line
 * is checked here with the same field rules as an invitation; whether it invites, moves or leaves a student
 * is decided against the store (`functions/src/domain/resident-import.ts`).
 */
import type { ResidentImportReason } from './residents';
import { parseCsv } from './room-csv';
import { roomKeyPart, roomLimits } from './rooms';
import { email, name3to50, shortText } from './schemas/fields';

export { parseCsv };

export const residentColumns = ['name', 'email', 'building', 'number', 'phone'] as const;

/** A line that names a student and the room they live in. */
export interface ResidentLine {
  name: string;
  email: string;
  building: string;
  number: string;
  phone?: string;
}

export type CheckedResident =
  ({ line: number; ok: true } & ResidentLine) | { line: number; ok: false; reason: ResidentImportReason };

const isHeader = (fields: readonly string[]) =>
  fields.length >= 4 && fields.every((field, index) => field.trim().toLowerCase() === residentColumns[index]);

const phoneSchema = shortText(20);

function checkLine(line: number, fields: readonly string[]): CheckedResident {
  const refuse = (reason: ResidentImportReason): CheckedResident => ({ line, ok: false, reason });
  if (fields.length !== 4 && fields.length !== 5) return refuse('columns');
  const [nameText, emailText, building, number, phoneText = ''] = fields.map((field) => field.trim()) as [
    string,
    string,
    string,
    string,
    string?,
  ];
  if (nameText === '') return refuse('nameMissing');
  const name = name3to50().safeParse(nameText);
  if (!name.success) return refuse('nameInvalid');
  const mail = email.safeParse(emailText);
  if (!mail.success) return refuse('emailInvalid');
  if (building === '' || number === '') return refuse('roomMissing');
  if (
    building.length > roomLimits.building ||
    number.length > roomLimits.number ||
    building.includes('#') ||
    number.includes('#')
  )
    return refuse('roomUnknown');
  const phone = phoneSchema.safeParse(phoneText);
  if (!phone.success) return refuse('phoneInvalid');
  return {
    line,
    ok: true,
    name: name.data,
    email: mail.data,
    building,
    number,
    ...(phone.data !== '' ? { phone: phone.data } : {}),
  };
}

/**
 * Every line of the file checked: the header left out, and an email named a second time refused as
 * `duplicate`, so one file never puts one student in two rooms.
 */
export function checkResidentCsv(text: string): CheckedResident[] {
  const lines = parseCsv(text);
  const body = lines.length > 0 && isHeader(lines[0]!.fields) ? lines.slice(1) : lines;
  const seen = new Set<string>();
  return body.map(({ line, fields }) => {
    const checked = checkLine(line, fields);
    if (!checked.ok) return checked;
    if (seen.has(checked.email)) return { line, ok: false, reason: 'duplicate' };
    seen.add(checked.email);
    return checked;
  });
}

/** `<building>#<number>` in compared parts: how a line finds its room's number item. */
export const residentRoomKey = (line: { building: string; number: string }) =>
  `${roomKeyPart(line.building)}#${roomKeyPart(line.number)}`;
