/**
 * A user's push devices (issue 33): one item `USER#<id>` / `PUSH` in the user's partition, listing the
 * subscriptions of at most `maxPushDevices` devices, oldest first. One item, so that saving, removing and
 * the sender's read are each a key read, and the list cannot grow: a new device past the limit replaces
 * the oldest. Every write is conditioned on the `version` read, so two changes at once cannot lose one.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';

import { busy } from '../refusal';
import { batchGet } from './store/batch-get';
import { db, tableName } from './store/client';
import { pushKeys } from './store/keys';
import { isConditionFailure } from './store/transact';

/** Phones, a tablet, a laptop or two: more than this and the oldest device stops getting pushes. */
export const maxPushDevices = 5;

export interface PushDevice {
  endpoint: string;
  p256dh: string;
  auth: string;
  /** When it was saved (ISO); the oldest is replaced first. */
  at: string;
}

interface Stored {
  devices: PushDevice[];
  version: number;
}

const deviceOf = (value: unknown): PushDevice[] => {
  if (!value || typeof value !== 'object') return [];
  const { endpoint, p256dh, auth, at } = value as Record<string, unknown>;
  return typeof endpoint === 'string' && typeof p256dh === 'string' && typeof auth === 'string'
    ? [{ endpoint, p256dh, auth, at: String(at ?? '') }]
    : [];
};

const storedOf = (item: Record<string, unknown> | undefined): Stored => ({
  devices: Array.isArray(item?.devices) ? item.devices.flatMap(deviceOf) : [],
  version: Number(item?.version ?? 0),
});

async function read(userId: string): Promise<Stored> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: pushKeys.devices(userId) }));
  return storedOf(Item);
}

/** Writes the new list (or deletes the item when it is empty) if no one changed it since `read`. */
async function write(userId: string, before: Stored, devices: PushDevice[]): Promise<void> {
  const condition =
    before.version === 0
      ? { ConditionExpression: 'attribute_not_exists(pk)' }
      : {
          ConditionExpression: 'version = :version',
          ExpressionAttributeValues: { ':version': before.version },
        };
  try {
    if (devices.length === 0) {
      await db.send(new DeleteCommand({ TableName: tableName, Key: pushKeys.devices(userId), ...condition }));
    } else {
      const item = {
        ...pushKeys.devices(userId),
        entity: 'PushDevices',
        userId,
        devices,
        version: before.version + 1,
      };
      await db.send(new PutCommand({ TableName: tableName, Item: item, ...condition }));
    }
  } catch (error) {
    // Another device of the same user saved or removed itself at this moment: the client tries again.
    if (isConditionFailure(error)) throw busy();
    throw error;
  }
}

/**
 * Saves a device's subscription (a device subscribing again replaces its own entry), dropping the oldest
 * past the limit; answers how many devices the user now has.
 */
export async function savePushDevice(userId: string, device: PushDevice): Promise<number> {
  const before = await read(userId);
  const others = before.devices.filter((known) => known.endpoint !== device.endpoint);
  const devices = [...others, device].slice(-maxPushDevices);
  await write(userId, before, devices);
  return devices.length;
}

/** Removes the devices of these endpoints, if the user has them; answers how many devices are left. */
export async function removePushDevices(userId: string, endpoints: readonly string[]): Promise<number> {
  const before = await read(userId);
  const devices = before.devices.filter((known) => !endpoints.includes(known.endpoint));
  if (devices.length !== before.devices.length) await write(userId, before, devices);
  return devices.length;
}

/** The push devices of these users (at most 100), in one BatchGet; users without any are left out. */
export async function pushDevicesOf(userIds: readonly string[]): Promise<Map<string, PushDevice[]>> {
  const items = await batchGet([...new Set(userIds)].map((id) => pushKeys.devices(id)));
  return new Map(items.map((item) => [String(item.userId), storedOf(item).devices]));
}

/** The deployment's VAPID public key, or undefined while none was set up (`local/push-keys.ts`, docs). */
export async function getPushPublicKey(): Promise<string | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: pushKeys.vapid() }));
  return typeof Item?.publicKey === 'string' ? Item.publicKey : undefined;
}

/** Stores the deployment's VAPID public key for the key route (the private key stays in the secret). */
export async function putPushPublicKey(publicKey: string): Promise<void> {
  await db.send(
    new PutCommand({ TableName: tableName, Item: { ...pushKeys.vapid(), entity: 'PushKey', publicKey } }),
  );
}
