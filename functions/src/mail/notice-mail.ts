/**
 * The mail of a notification, in its reader's language: a subject, the plain text and the same as HTML.
 * Its link opens the reader's dashboard with the request's timeline. Links come from the configured site
 * origin, never from a request.
 */
import type { Role } from '#shared/domain';
import { formatDay, type Language } from '#shared/languages';
import type { Note } from '#shared/notification-kinds';

import { env } from '../env';
import type { Mail } from './mailer';
import { type MailedKind, noticeTexts, type NoticeWords } from './notice-texts';

export interface MailReader {
  email: string;
  name: string;
  role: Role;
  language: Language;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function linkFor(reader: Pick<MailReader, 'role'>, note: Pick<Note, 'kind' | 'requestId'>): string {
  // A maintenance report's change (issue 32) opens the reader's own reports.
  if (note.kind === 'maintenance') return `${env.appOrigin}/my-reports`;
  // A new report (issue 32) opens the admin's maintenance board.
  if (note.kind === 'maintenanceReported') return `${env.appOrigin}/maintenance`;
  const { requestId } = note;
  const dashboard = `${env.appOrigin}/dashboard/${reader.role}`;
  return requestId ? `${dashboard}?request=${encodeURIComponent(requestId)}` : dashboard;
}

/**
 * The words a notification's texts are made of, in the reader's language. The student's note is quoted
 * only where `message` says (the allotment mail, not the push, which shows no more than the bell).
 */
export function noticeWords(note: Note, language: Language, message = true): NoticeWords {
  return {
    room: note.room ?? '',
    date: formatDay(note.date ?? '', language, 'long'),
    time: note.time ?? '',
    keeperName: note.keeperName ?? '',
    studentName: note.studentName ?? '',
    byName: note.byName ?? '',
    reason: note.reason ?? '',
    stars: note.stars === undefined ? '' : String(note.stars),
    message: message ? (note.message ?? '') : '',
    fromDate: formatDay(note.fromDate ?? '', language, 'long'),
    fromTime: note.fromTime ?? '',
    count: note.count === undefined ? '' : String(note.count),
    maintenanceStatus: note.maintenanceStatus ?? '',
  };
}

export function noticeMail(reader: MailReader, note: Note & { kind: MailedKind }): Mail {
  const texts = noticeTexts[reader.language];
  const words = noticeWords(note, reader.language);
  const kind = texts.kinds[note.kind];
  const hello = texts.hello(reader.name);
  const body = kind.body(words);
  const link = linkFor(reader, note);
  return {
    to: reader.email,
    subject: kind.subject(words),
    text: [hello, '', body, '', `${texts.open}: ${link}`, '', '—', texts.footer].join('\n'),
    html: [
      `<!doctype html><html lang="${reader.language}"><head><meta charset="utf-8">`,
      `<title>${escapeHtml(kind.subject(words))}</title></head>`,
      '<body style="font-family:sans-serif;line-height:1.5;color:#16191f">',
      `<p>${escapeHtml(hello)}</p>`,
      `<p>${escapeHtml(body)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(texts.open)}</a></p>`,
      `<p style="color:#5f6b7a;font-size:small">${escapeHtml(texts.footer)}</p>`,
      '</body></html>',
    ].join(''),
  };
}
