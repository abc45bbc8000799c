/**
 * Mail of what the product told people: each notification of a kind its reader wants by mail (their
 * profile's choice, their role's defaults until then) is mailed in the reader's language. The table's
 * stream brings the notifications here once the change that wrote them has committed
 * (`functions/src/streams/notice-mail.ts`), so no request waits for a mail and a failed mail never touches
 * the change. A mail SES still refuses after its own retries is logged (kind and reader, never the
 * address); a failed read of the readers fails the batch, which the stream then delivers again. The same
 * readers' choices for push are served from here too (`push-notices.ts`, issue 33).
 */
import { defaultLanguage } from '#shared/languages';

import type { Note } from '../data/notifications';
import { getStoredUsers } from '../data/user-lists';
import { describeError, log } from '../log';
import { sendMail } from '../mail/mailer';
import { noticeMail } from '../mail/notice-mail';
import type { MailedKind } from '../mail/notice-texts';
import { pushNotes } from './push-notices';

/**
 * Mails the notifications that are mailed one by one (not a person's own `done`, nor `overdue`, which the
 * morning mail counts instead, nor recurring cleaning's `unplaced`, `skipped` and `roomSkips` or a door's
 * `doorReport`, bell only): one BatchGet of their readers.
 */
export async function mailNotes(all: readonly Note[]): Promise<void> {
  const notes = all.filter(
    (note): note is Note & { kind: MailedKind } =>
      note.kind !== 'done' &&
      note.kind !== 'overdue' &&
      note.kind !== 'unplaced' &&
      note.kind !== 'skipped' &&
      note.kind !== 'roomSkips' &&
      note.kind !== 'doorReport',
  );
  if (notes.length === 0) return;
  const readers = await getStoredUsers(notes.map((note) => note.to));
  await Promise.all([
    // A failed push read must not fail the batch: the stream would deliver it again, and mail it twice.
    pushNotes(notes, readers).catch((error: unknown) => log.warn('pushes not sent', describeError(error))),
    ...notes.map(async (note) => {
      const reader = readers.get(note.to);
      if (!reader || reader.deletedAt || !reader.mailKinds.includes(note.kind)) return;
      try {
        await sendMail(
          noticeMail(
            {
              email: reader.email,
              name: reader.name,
              role: reader.role,
              language: reader.language ?? defaultLanguage,
            },
            note,
          ),
        );
      } catch (error) {
        log.warn('notification mail not sent', { kind: note.kind, userId: note.to, ...describeError(error) });
      }
    }),
  ]);
}
