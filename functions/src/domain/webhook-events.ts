/**
 * The webhook events a change of a request is (issue 34), read from the request item the table's stream
 * carries: its history's last entry says what the change was, so no workflow has to announce it, and a
 * change that adds no entry (a rating, a dismissed prompt) gives the same event again, which the delivery's
 * id (made from that entry) makes a no-op. Pure.
 */
import { createHash } from 'node:crypto';

import type { WebhookEvent } from '#shared/webhooks';

/** What a delivery's `data` names its thing: `data.request`, `data.maintenanceReport`, `data.inspection`. */
export type EventSubject = 'request' | 'maintenanceReport' | 'inspection';

/** One event of a stored item, with what a receiver is told of it. */
export interface ItemEvent {
  event: WebhookEvent;
  hostelId: string;
  /** When it happened (the item's own time of the change, ISO). */
  at: string;
  /** Names the event among all others, the same each time the stream gives it. */
  key: string;
  subject: EventSubject;
  /** The thing as the event leaves it: ids, place, day and status, no person's name or contact. */
  data: Record<string, unknown>;
}

interface Entry {
  at?: unknown;
  action?: unknown;
  status?: unknown;
}

/** The event of a history entry, if it is one a hook may pick. */
function eventOf(entry: Entry): WebhookEvent | undefined {
  switch (entry.action) {
    case 'create':
      return 'request.created';
    case 'allot':
      return 'request.allotted';
    case 'complete':
      return 'request.completed';
    case 'reject':
      // A keeper's turn-back puts the request back in the queue; an admin's reject ends it.
      return entry.status === 'Rejected' ? 'request.rejected' : 'request.turnedBack';
    default:
      return undefined;
  }
}

export const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The event a stored request item's latest change is, or undefined for any other item or change. */
export function requestEventOf(item: Record<string, unknown>): ItemEvent | undefined {
  if (item.entity !== 'Request' || !Array.isArray(item.history)) return undefined;
  // Retention's anonymizing (issue 34) is no event: its last entry's delivery has long expired, so it
  // would be posted again, years late.
  if (item.anonymizedAt !== undefined) return undefined;
  const entry = item.history.at(-1) as Entry | undefined;
  const event = entry && eventOf(entry);
  const id = text(item._id);
  const hostelId = text(item.hostelId);
  const at = text(entry?.at);
  if (!event || !id || !hostelId || !at || Number.isNaN(Date.parse(at))) return undefined;
  const reason = (item.rejectReason as { code?: unknown } | undefined)?.code;
  const data = Object.fromEntries(
    Object.entries({
      id,
      status: text(item.requestStatus),
      room: text(item.room),
      floor: text(item.floor),
      date: text(item.date),
      time: text(item.time),
      roomId: text(item.roomId),
      studentId: text(item.studentId),
      roomKeeperId: event === 'request.turnedBack' ? undefined : text(item.roomKeeperId),
      recurrenceId: text(item.recurrenceId),
      reasonCode: event === 'request.turnedBack' ? text(reason) : undefined,
    }).filter(([, value]) => value !== undefined),
  );
  return { event, hostelId, at, key: `request:${id}:${at}:${event}`, subject: 'request', data };
}

/**
 * A delivery's id: the event's time in milliseconds (so a hook's deliveries sort newest first) and a hash of
 * the hook and the event (so it is the same each time the stream gives the event, and a receiver can drop a
 * repeat by it).
 */
export function deliveryIdOf(hookId: string, event: Pick<ItemEvent, 'at' | 'key'>): string {
  const ms = String(Date.parse(event.at)).padStart(13, '0');
  const hash = createHash('sha256').update(`${hookId}\n${event.key}`).digest('hex').slice(0, 20);
  return `${ms}-${hash}`;
}

/** The JSON body posted for an event to one hook. */
export function deliveryBodyOf(deliveryId: string, event: ItemEvent): string {
  return JSON.stringify({
    id: deliveryId,
    event: event.event,
    createdAt: event.at,
    hostelId: event.hostelId,
    data: { [event.subject]: event.data },
  });
}
