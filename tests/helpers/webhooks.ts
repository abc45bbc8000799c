/** Webhooks stored directly for the tests that need a hostel with given hooks (issue 34). */
import { randomUUID } from 'node:crypto';

import { PutCommand } from '@aws-sdk/lib-dynamodb';

import { db, tableName } from '#functions/data/store/client';
import { webhookKeys } from '#functions/data/store/keys';
import { claimDelivery, type StoredWebhook } from '#functions/data/webhooks';

/** A port nothing listens on: a delivery there is refused at once. */
export const closedPortUrl = 'http://127.0.0.1:9/hook';

export const storedHook = (url = closedPortUrl): StoredWebhook => ({
  id: randomUUID(),
  url,
  events: ['request.allotted'],
  secret: `whsec_${randomUUID()}`,
  createdAt: new Date().toISOString(),
});

/** Makes the hostel's hooks exactly these (whatever it had). */
export async function setHooks(hostelId: string, hooks: StoredWebhook[]): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...webhookKeys.hooks(hostelId), entity: 'Webhooks', hooks, version: 1 },
    }),
  );
}

/** A hostel with one hook and one failed-looking pending delivery of it: their ids. */
export async function hookWithDelivery(hostelId: string): Promise<{ hookId: string; deliveryId: string }> {
  const hook = storedHook();
  await setHooks(hostelId, [hook]);
  const at = new Date().toISOString();
  const deliveryId = `${String(Date.parse(at)).padStart(13, '0')}-${'a'.repeat(20)}`;
  await claimDelivery(
    hostelId,
    { id: deliveryId, hookId: hook.id, event: 'request.allotted', at, body: '{"test":true}' },
    at,
  );
  return { hookId: hook.id, deliveryId };
}
