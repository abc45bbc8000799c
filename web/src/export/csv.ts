/**
 * CSV export: every row of a cursor-paged list, not only the page shown, written by csv-stringify
 * (quoting of commas, quotes and line breaks) as UTF-8 with a byte-order mark, so spreadsheet programs
 * read the six languages' text correctly. Loaded only when a user asks for a download.
 */
import { stringify } from 'csv-stringify/browser/esm/sync';

export interface CsvColumn<Row> {
  header: string;
  /** The cell: dates stay as the API gives them (ISO `YYYY-MM-DD`, instants in ISO 8601). */
  value: (row: Row) => string | number | undefined;
}

export interface Page<Row> {
  items: Row[];
  cursor?: string | undefined;
}

/** The page size an export asks for: the largest the list routes give. */
export const exportPageSize = 100;

/**
 * Reads every page in turn, reporting the rows read so far; answers undefined once `signal` is aborted
 * (the page being read is dropped, no further page is asked for).
 */
export async function collectAll<Row>(
  fetchPage: (cursor: string | undefined) => Promise<Page<Row>>,
  onProgress: (rows: number) => void,
  signal: AbortSignal,
): Promise<Row[] | undefined> {
  const rows: Row[] = [];
  let cursor: string | undefined;
  do {
    const page = await fetchPage(cursor);
    if (signal.aborted) return undefined;
    rows.push(...page.items);
    onProgress(rows.length);
    cursor = page.cursor;
  } while (cursor);
  return rows;
}

/**
 * What a spreadsheet reads as the start of a formula (or, for tab and carriage return, as a way to hide
 * one after a cell break): OWASP's list for CSV injection.
 */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * A cell as a spreadsheet will show it: one starting like a formula gets a leading `'`, which makes the
 * program take the whole cell as text (OWASP's advice), so a student named `=HYPERLINK(…)` stays a name.
 * Every export writes through here, so no list can forget it; numbers pass through the same check.
 */
export function csvCell(value: string | number | undefined): string {
  const text = value === undefined ? '' : String(value);
  return formulaStart.test(text) ? `'${text}` : text;
}

/** The CSV text: a header row, then one record per row, CRLF-separated, with a byte-order mark. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return stringify(
    [
      columns.map((column) => csvCell(column.header)),
      ...rows.map((row) => columns.map((column) => csvCell(column.value(row)))),
    ],
    { bom: true, record_delimiter: 'windows' },
  );
}

/** Hands the text to the browser as a download named `fileName`. */
export function saveCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has handed the blob to the download; the URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
