/**
 * A person's download (issue 34), assembled in the browser: every page of `GET /api/myData` in turn (the
 * server reads one Query page of one partition per call), then one JSON file of it all, or one CSV a
 * person can read in a spreadsheet — a row per field: section, item, field, value. Loaded only when a
 * download is asked for.
 */
import type { DataOf } from '../../api/client';
import { callApi } from '../../api/client';
import { toCsv } from '../../export/csv';

type Page = DataOf<'myData'>;

export interface MyData {
  exportedAt: string;
  profile: Page['profile'];
  requests: NonNullable<Page['requests']>;
  feedback: NonNullable<Page['feedback']>;
  notifications: NonNullable<Page['notifications']>;
}

/** Every page, reporting the items read so far; undefined once `signal` is aborted. */
export async function collectMyData(
  onProgress: (items: number) => void,
  signal: AbortSignal,
): Promise<MyData | undefined> {
  const data: MyData = {
    exportedAt: new Date().toISOString(),
    profile: undefined,
    requests: [],
    feedback: [],
    notifications: [],
  };
  let cursor: string | undefined;
  do {
    const page = (await callApi('myData', { query: cursor ? { cursor } : {} })).data;
    if (signal.aborted) return undefined;
    data.profile ??= page.profile;
    data.requests.push(...(page.requests ?? []));
    data.feedback.push(...(page.feedback ?? []));
    data.notifications.push(...(page.notifications ?? []));
    onProgress(data.requests.length + data.feedback.length + data.notifications.length);
    cursor = page.cursor;
  } while (cursor);
  return data;
}

interface Row {
  section: string;
  item: string;
  field: string;
  value: string;
}

/** Each leaf of `value` as a row, named by its path (`history.0.action`). */
function flatten(section: string, item: string, value: unknown, path: string, rows: Row[]): void {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value)
      ? value.map((entry, index) => [String(index), entry])
      : Object.entries(value);
    for (const [name, entry] of entries)
      flatten(section, item, entry, path ? `${path}.${name}` : String(name), rows);
    return;
  }
  rows.push({
    section,
    item,
    field: path,
    value: value === undefined || value === null ? '' : String(value),
  });
}

export interface CsvWords {
  headers: { section: string; item: string; field: string; value: string };
  sections: { profile: string; requests: string; feedback: string; notifications: string };
}

export function myDataCsv(data: MyData, words: CsvWords): string {
  const rows: Row[] = [];
  if (data.profile) flatten(words.sections.profile, '', data.profile, '', rows);
  for (const request of data.requests) flatten(words.sections.requests, request._id, request, '', rows);
  for (const item of data.feedback)
    flatten(words.sections.feedback, `${item.requestId} ${item.kind}`, item, '', rows);
  for (const note of data.notifications) flatten(words.sections.notifications, note.id, note, '', rows);
  return toCsv(
    (['section', 'item', 'field', 'value'] as const).map((name) => ({
      header: words.headers[name],
      value: (row: Row) => row[name],
    })),
    rows,
  );
}

/** Hands the text to the browser as a download named `fileName`. */
export function saveFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has handed the blob to the download; the URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
