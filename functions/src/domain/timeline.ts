/**
 * One request's timeline: its stored history (the newest `historyLimit` entries, with how many older
 * ones were dropped), shown to the people the request concerns.
 */
import type { requestTimelineAnswer } from '#shared/answers/notifications';
import type * as z from '#shared/schemas/zod';

import { getRequestWithHistory } from '../data/requests';
import type { UserRecord } from '../data/users';
import { signedViewUrl } from '../photos/bucket';
import { refuse } from '../refusal';

type Timeline = z.input<typeof requestTimelineAnswer>;

/** Each photo through a short-lived signed URL: the bucket itself is private. */
const shown = (keys: readonly string[]) =>
  Promise.all(keys.map(async (key) => ({ key, url: await signedViewUrl(key) })));

/**
 * The admin of its hostel, its student, and a keeper it is or was allotted to may read it; to anyone else
 * it is as if there were none (404), so ids of other hostels cannot be probed.
 */
export async function requestTimeline(user: UserRecord, requestId: string): Promise<Timeline> {
  const stored = await getRequestWithHistory(requestId);
  if (!stored) throw refuse('request.notFound');
  const { request, olderEntries: older, links, photos } = stored;
  const allowed =
    request.hostelId === user.hostelId &&
    (user.role === 'admin' ||
      (user.role === 'student' && request.studentId === user._id) ||
      // A resident reads the recurring cleans of their room (issue 31: the notice's link opens it).
      (user.role === 'student' &&
        request.recurrenceId !== undefined &&
        user.roomId !== undefined &&
        request.roomId === user.roomId) ||
      // The student of a clean reads its re-clean's (issue 32: they were told of it).
      (user.role === 'student' && links.recleanFor === user._id) ||
      (user.role === 'roomkeeper' &&
        (request.roomKeeperId === user._id || request.history.some((entry) => entry.by === user._id))));
  if (!allowed) throw refuse('request.notFound');
  return {
    _id: request._id,
    room: request.room,
    floor: request.floor,
    date: request.date,
    time: request.time,
    studentName: request.studentName,
    requestStatus: request.requestStatus,
    ...(request.roomkeeper ? { roomkeeper: request.roomkeeper } : {}),
    ...(request.startedAt ? { startedAt: request.startedAt } : {}),
    ...(request.timeIn ? { timeIn: request.timeIn } : {}),
    ...(request.timeOut ? { timeOut: request.timeOut } : {}),
    ...(request.rated ? { rated: true } : {}),
    history: request.history,
    ...(older > 0 ? { olderEntries: older } : {}),
    ...(request.recurrenceId ? { recurrenceId: request.recurrenceId } : {}),
    ...(links.recleanOf ? { recleanOf: links.recleanOf } : {}),
    ...(links.recleanId ? { recleanId: links.recleanId } : {}),
    ...(photos.length > 0 ? { photos: await shown(photos) } : {}),
  };
}
