/**
 * The morning mail to a hostel's admin (issue 15), in the admin's language: the counts of what waits for
 * them, as plain text and the same as HTML, with a link to their dashboard. Links come from the
 * configured site origin, never from a request.
 */
import type { DigestCounts, Tally } from '#shared/hostel-alerts';
import { formatDay, type Language, localeOf } from '#shared/languages';

import { env } from '../env';
import { digestTexts, type DigestWords } from './digest-texts';
import type { Mail } from './mailer';

export interface DigestReader {
  email: string;
  name: string;
  language: Language;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const written = (tally: Tally, language: Language) =>
  `${new Intl.NumberFormat(localeOf(language)).format(tally.count)}${tally.more ? '+' : ''}`;

export function digestMail(
  reader: DigestReader,
  hostel: { name: string; today: string },
  counts: DigestCounts,
): Mail {
  const texts = digestTexts[reader.language];
  const words: DigestWords = {
    hostel: hostel.name,
    date: formatDay(hostel.today, reader.language, 'long'),
    pending: written(counts.pending, reader.language),
    overdue: written(counts.overdue, reader.language),
    turnedBack: written(counts.turnedBack, reader.language),
    waiting: written(counts.waiting, reader.language),
  };
  const hello = texts.hello(reader.name);
  const intro = texts.intro(words);
  const lines = [texts.pending, texts.overdue, texts.turnedBack, texts.waiting].map((line) => line(words));
  const link = `${env.appOrigin}/dashboard/admin`;
  const subject = texts.subject(words);
  return {
    to: reader.email,
    subject,
    text: [
      hello,
      '',
      intro,
      ...lines.map((line) => `- ${line}`),
      '',
      `${texts.open}: ${link}`,
      '',
      '—',
      texts.footer,
    ].join('\n'),
    html: [
      `<!doctype html><html lang="${reader.language}"><head><meta charset="utf-8">`,
      `<title>${escapeHtml(subject)}</title></head>`,
      '<body style="font-family:sans-serif;line-height:1.5;color:#16191f">',
      `<p>${escapeHtml(hello)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(texts.open)}</a></p>`,
      `<p style="color:#5f6b7a;font-size:small">${escapeHtml(texts.footer)}</p>`,
      '</body></html>',
    ].join(''),
  };
}
