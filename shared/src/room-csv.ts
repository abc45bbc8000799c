/**
 * A CSV of rooms (issue 30): `building,floor,number,type,beds`, one room a line, an optional header line
 * of those names. Parsed here (RFC 4180 quoting, CRLF or LF, a leading BOM) and each line checked against
 * the hostel's types, with a stable reason per refused line. Nothing here reads the store: whether a line
 * adds, changes or leaves a room is decided against the stored rooms (`functions/src/domain/room-import.ts`).
 */
import { defaultTypeNames, type ImportReason, roomKeyPart, roomLimits, type RoomType } from './rooms';

export const importColumns = ['building', 'floor', 'number', 'type', 'beds'] as const;

/** One line of the file as written: its number in the file (1 is the first line) and its fields. */
export interface CsvLine {
  line: number;
  fields: string[];
}

/** The lines of `text`, blank ones left out. Quotes may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): CsvLine[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const lines: CsvLine[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let startLine = 1;
  const endLine = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0]!.trim() !== '') lines.push({ line: startLine, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        field += char;
      }
    } else if (char === '"' && field.trim() === '') {
      field = '';
      quoted = true;
    } else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      endLine();
      line++;
      startLine = line;
    } else field += char;
  }
  if (field !== '' || fields.length > 0) endLine();
  return lines;
}

/** True for a header line: the column names, in any case. */
export const isHeader = (fields: readonly string[]) =>
  fields.length === importColumns.length &&
  fields.every((field, index) => field.trim().toLowerCase() === importColumns[index]);

/** A line that names a room as the store keeps it. */
export interface RoomLine {
  building: string;
  floor: string;
  number: string;
  typeId: string;
  beds: number;
}

export type CheckedLine =
  | ({ line: number; ok: true } & RoomLine)
  | { line: number; ok: false; reason: ImportReason; fields: string[] };

// The characters no room text may hold: controls, invisibles, and `#`, which separates key parts.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const badChars = /[\u0000-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF#]/;

/** The type a CSV names: by id, by the hostel's own name, or by a default type's English name. */
export function typeNamed(types: readonly RoomType[], text: string): RoomType | undefined {
  const wanted = roomKeyPart(text);
  return types.find(
    (type) =>
      roomKeyPart(type.id) === wanted ||
      (type.name !== undefined && roomKeyPart(type.name) === wanted) ||
      (type.name === undefined && roomKeyPart(defaultTypeNames[type.id] ?? '') === wanted),
  );
}

function checkLine({ line, fields }: CsvLine, types: readonly RoomType[]): CheckedLine {
  const refuse = (reason: ImportReason): CheckedLine => ({ line, ok: false, reason, fields });
  if (fields.length !== importColumns.length) return refuse('columns');
  const [building, floor, number, typeText, bedsText] = fields.map((field) => field.trim()) as [
    string,
    string,
    string,
    string,
    string,
  ];
  if (building === '') return refuse('buildingMissing');
  if (floor === '') return refuse('floorMissing');
  if (number === '') return refuse('numberMissing');
  if (typeText === '') return refuse('typeMissing');
  if (
    building.length > roomLimits.building ||
    floor.length > roomLimits.floor ||
    number.length > roomLimits.number
  )
    return refuse('tooLong');
  if ([building, floor, number].some((text) => badChars.test(text))) return refuse('badText');
  const type = typeNamed(types, typeText);
  if (!type) return refuse('typeUnknown');
  let beds = type.beds;
  if (bedsText !== '') {
    if (!/^\d{1,3}$/.test(bedsText)) return refuse('bedsInvalid');
    beds = Number(bedsText);
    if (beds < roomLimits.beds.min || beds > roomLimits.beds.max) return refuse('bedsInvalid');
  }
  return { line, ok: true, building, floor, number, typeId: type.id, beds };
}

/**
 * Every line of the file checked: the header left out, and a room (its building and number) named a
 * second time refused as `duplicate`, so one file never says two things about one room.
 */
export function checkCsv(lines: readonly CsvLine[], types: readonly RoomType[]): CheckedLine[] {
  const body = lines.length > 0 && isHeader(lines[0]!.fields) ? lines.slice(1) : lines;
  const seen = new Set<string>();
  return body.map((line) => {
    const checked = checkLine(line, types);
    if (!checked.ok) return checked;
    const room = `${roomKeyPart(checked.building)}#${roomKeyPart(checked.number)}`;
    if (seen.has(room)) return { line: checked.line, ok: false, reason: 'duplicate', fields: line.fields };
    seen.add(room);
    return checked;
  });
}
