/**
 * What a push says (issue 33): the notification mail's subject and body in the reader's language
 * (`mail/notice-texts/`), and the link the mail opens (the request's timeline on the reader's dashboard).
 * Never more than the bell shows: the student's note on an allotment, which only the mail quotes, stays out.
 */
import type { Note } from '#shared/notification-kinds';

import { linkFor, type MailReader, noticeWords } from '../mail/notice-mail';
import { type MailedKind, noticeTexts } from '../mail/notice-texts';

export interface PushPayload {
  title: string;
  body: string;
  url: string;
  /** One notification per request on the device: a newer push about it replaces the older. */
  tag: string;
}

export function pushPayload(
  reader: Pick<MailReader, 'role' | 'language'>,
  note: Note & { kind: MailedKind },
): PushPayload {
  const { language } = reader;
  const words = noticeWords(note, language, false);
  const texts = noticeTexts[language].kinds[note.kind];
  return {
    title: texts.subject(words),
    body: texts.body(words),
    url: linkFor(reader, note),
    tag: note.requestId
      ? `request-${note.requestId}`
      : note.reportId
        ? `maintenance-${note.reportId}`
        : note.kind,
  };
}
