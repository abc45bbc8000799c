/**
 * Mail of what a committed change told: each notification of a kind its reader wants by mail (their
 * profile's choice, their role's defaults until then) is mailed in the reader's language. It runs only
 * after the change committed, and nothing here fails the change: the notification is stored either way,
 * SES retries a send itself, and a mail that still fails is logged (kind and reader, never the address).
 */
import { defaultLanguage } from '#shared/languages';

import { notesIn } from '../data/notifications';
import type { TransactItem } from '../data/transact';
import { getStoredUsers } from '../data/user-lists';
import { describeError, log } from '../log';
import { sendMail } from '../mail/mailer';
import { noticeMail } from '../mail/notice-mail';
import type { MailedKind } from '../mail/notice-texts';

/** Mails the notifications among a committed transaction's items: one BatchGet of their readers, if any. */
export async function mailTold(items: readonly TransactItem[]): Promise<void> {
  const notes = notesIn(items).filter(
    (note): note is typeof note & { kind: MailedKind } => note.kind !== 'done' && note.kind !== 'overdue',
  );
  if (notes.length === 0) return;
  try {
    const readers = await getStoredUsers(notes.map((note) => note.to));
    await Promise.all(
      notes.map(async (note) => {
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
          log.warn('notification mail not sent', {
            kind: note.kind,
            userId: note.to,
            ...describeError(error),
          });
        }
      }),
    );
  } catch (error) {
    log.warn('notification mails not sent', {
      kinds: notes.map((note) => note.kind),
      ...describeError(error),
    });
  }
}
