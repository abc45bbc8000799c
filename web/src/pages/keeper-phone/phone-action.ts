/**
 * Start, Done and Can't clean as the keeper's phone sends them: each gets its own id and the time of the
 * tap when it is made, so that it means the same whenever it reaches the server and lands once however
 * often it is sent. Done's times are read off the device's clock, in the hostel's local time.
 */
import type { ListedRequest } from '#shared/domain';
import type { MaintenanceCategory, MaintenanceUrgency } from '#shared/maintenance';
import type { CantCleanReason } from '#shared/status';

/** What a keeper tells of a problem in the room with their Can't clean. */
export interface RoomProblem {
  category: MaintenanceCategory;
  urgency: MaintenanceUrgency;
  text: string;
}
import { callApi } from '#web/api/client';

/** Which request, as the keeper knows it: for telling them about an action sent later. */
interface About {
  requestId: string;
  room: string;
  date: string;
}

export type PhoneAction = About &
  (
    | { route: 'startRequest'; body: { id: string; actionId: string; at: string } }
    | {
        route: 'completeRequest';
        body: { id: string; actionId: string; at: string; timeIn: string; timeOut: string };
        /**
         * Photos of the clean (issue 32), re-encoded, kept with the action until it is sent: each is
         * uploaded first, and Done carries their keys. A failed upload keeps the whole action waiting.
         */
        photos?: Blob[];
      }
    | {
        route: 'rejectRequest';
        body: {
          id: string;
          actionId: string;
          at: string;
          message: string;
          reason: CantCleanReason;
          /** A problem in the room (issue 32): reported in the Can't clean's own transaction, once. */
          report?: RoomProblem;
        };
      }
  );

const about = (request: ListedRequest): About => ({
  requestId: request._id,
  room: request.room,
  date: request.date,
});

/** 'HH:mm' of an instant on this device's clock. */
const clockTime = (instant: Date) =>
  `${String(instant.getHours()).padStart(2, '0')}:${String(instant.getMinutes()).padStart(2, '0')}`;

const stamp = (now: Date) => ({ actionId: crypto.randomUUID(), at: now.toISOString() });

export function startAction(request: ListedRequest, now = new Date()): PhoneAction {
  return { route: 'startRequest', ...about(request), body: { id: request._id, ...stamp(now) } };
}

/**
 * Done: time in is when Start was tapped (or this tap, when the keeper never tapped Start), time out is
 * this tap. A cleaning that crosses midnight keeps its time out and starts in the same minute.
 */
export function doneAction(
  request: ListedRequest,
  startedAt: string | undefined,
  now = new Date(),
  photos: Blob[] = [],
): PhoneAction {
  const timeOut = clockTime(now);
  const began = startedAt ? clockTime(new Date(startedAt)) : timeOut;
  const timeIn = began <= timeOut ? began : timeOut;
  return {
    route: 'completeRequest',
    ...about(request),
    body: { id: request._id, ...stamp(now), timeIn, timeOut },
    ...(photos.length > 0 ? { photos } : {}),
  };
}

/** Uploads the action's photos one after the other (a weak connection carries one at a time best). */
async function uploaded(photos: readonly Blob[]): Promise<string[]> {
  if (photos.length === 0) return [];
  const { uploadPhoto } = await import('#web/photos/upload-photo');
  const keys: string[] = [];
  for (const photo of photos) keys.push(await uploadPhoto(photo));
  return keys;
}

export function cantCleanAction(
  request: ListedRequest,
  reason: CantCleanReason,
  message: string,
  now = new Date(),
  report?: RoomProblem,
): PhoneAction {
  return {
    route: 'rejectRequest',
    ...about(request),
    body: { id: request._id, ...stamp(now), reason, message, ...(report ? { report } : {}) },
  };
}

/** Sends the action; a refusal throws the API's error with its code. */
export async function sendAction(action: PhoneAction): Promise<void> {
  switch (action.route) {
    case 'startRequest':
      await callApi('startRequest', { body: action.body });
      return;
    case 'completeRequest': {
      const photos = await uploaded(action.photos ?? []);
      await callApi('completeRequest', {
        body: { ...action.body, ...(photos.length > 0 ? { photos } : {}) },
      });
      return;
    }
    case 'rejectRequest':
      await callApi('rejectRequest', { body: action.body });
      return;
  }
}
