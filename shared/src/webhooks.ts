/**
 * Webhooks (issue 34): what an admin may subscribe a hook to, and the fixed names of a delivery's headers, so
 * that the site, the sender and the README's receiver agree. Without zod, so the site can read it too.
 */

/**
 * The events a hook may pick. A request's are told from its history (`functions/src/domain/webhook-events.ts`),
 * a new maintenance report and a failed inspection from their items (`webhook-item-events.ts`); the admin
 * page shows whatever is here.
 */
export const webhookEvents = [
  'request.created',
  'request.allotted',
  'request.completed',
  'request.turnedBack',
  'request.rejected',
  'maintenance.reported',
  'inspection.failed',
] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

/** Hooks per hostel: each delivery is one POST per hook, made while the stream's batch waits. */
export const maxWebhooksPerHostel = 5;

/** Deliveries a hook's list shows (newest first); older ones expire (`webhookDeliveryKeptDays`). */
export const webhookDeliveryPageSize = 25;
export const webhookDeliveryKeptDays = 14;

/**
 * A delivery's outcome: being sent (or its sender stopped before it could say), answered 2xx, or given up
 * after its attempts. The admin may send any of them again.
 */
export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/** The headers of a delivery: `<timestamp>` is Unix seconds, the signature `v1=<hex HMAC-SHA256>`. */
export const webhookHeaders = {
  id: 'X-Hostel-Clean-Delivery',
  event: 'X-Hostel-Clean-Event',
  timestamp: 'X-Hostel-Clean-Timestamp',
  signature: 'X-Hostel-Clean-Signature',
} as const;
