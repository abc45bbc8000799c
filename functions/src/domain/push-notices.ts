/**
 * Push of what the product told people (issue 33): each notification of a kind its reader chose for push
 * (their role's defaults until they choose) goes to every device they turned push on for, in their
 * language. Called by the stream-fed notice function with the readers it already read for mail, so no
 * request waits for a push. A device the push service says is gone (404/410) is removed; any other failure
 * is logged (kind and reader, never the endpoint) and the batch goes on.
 */
import { defaultLanguage } from '#shared/languages';

import type { Note } from '../data/notifications';
import { pushDevicesOf, removePushDevices } from '../data/push-devices';
import type { UserRecord } from '../data/users';
import { describeError, log } from '../log';
import type { MailedKind } from '../mail/notice-texts';
import { pushPayload } from '../push/push-payload';
import { sendPush } from '../push/send-push';
import { vapidKeys } from '../push/vapid-keys';

export async function pushNotes(
  notes: readonly (Note & { kind: MailedKind })[],
  readers: ReadonlyMap<string, UserRecord>,
): Promise<void> {
  const wanted = notes.filter((note) => {
    const reader = readers.get(note.to);
    return reader && !reader.deletedAt && reader.pushKinds.includes(note.kind);
  });
  if (wanted.length === 0) return;
  const keys = await vapidKeys();
  if (!keys) return;
  const devices = await pushDevicesOf(wanted.map((note) => note.to));
  const gone = new Map<string, string[]>();
  await Promise.all(
    wanted.flatMap((note) => {
      const reader = readers.get(note.to)!;
      const payload = JSON.stringify(
        pushPayload({ role: reader.role, language: reader.language ?? defaultLanguage }, note),
      );
      return (devices.get(note.to) ?? []).map(async (device) => {
        try {
          const outcome = await sendPush(device, payload, keys);
          if (outcome === 'gone') gone.set(note.to, [...(gone.get(note.to) ?? []), device.endpoint]);
          else if (outcome !== 'sent')
            log.warn('push not accepted', { kind: note.kind, userId: note.to, status: outcome.failed });
        } catch (error) {
          log.warn('push not sent', { kind: note.kind, userId: note.to, ...describeError(error) });
        }
      });
    }),
  );
  for (const [userId, endpoints] of gone) {
    try {
      await removePushDevices(userId, [...new Set(endpoints)]);
    } catch (error) {
      log.warn('gone push device not removed', { userId, ...describeError(error) });
    }
  }
}
