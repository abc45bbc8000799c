/**
 * The profile part of a person's download (issue 34): their user item as the API may show it, with what
 * lies beside it in their partition — their picture and their push devices — read in one BatchGetItem.
 * Every secret stays out: the password hash, the session version, the calendar link's hash, and the push
 * subscriptions' endpoints and keys (only the push service's address is shown).
 */
import { batchGet } from './store/batch-get';
import { keys, pushKeys } from './store/keys';
import { toPublicUser, type UserRecord } from './user-record';

/** The push service a subscription goes through (`https://fcm.googleapis.com`), never its endpoint. */
function serviceOf(endpoint: unknown): string {
  try {
    return new URL(String(endpoint)).origin;
  } catch {
    return '';
  }
}

export async function myProfile(user: UserRecord) {
  const items = await batchGet(
    [keys.userImage(user._id), pushKeys.devices(user._id)],
    ['sk', 'profileimg', 'devices'],
  );
  const image = items.find((item) => item.sk === 'IMAGE')?.profileimg;
  const devices = items.find((item) => item.sk === 'PUSH')?.devices;
  const shown = toPublicUser(user);
  return {
    user:
      typeof image === 'string' && shown.profileimg === undefined ? { ...shown, profileimg: image } : shown,
    createdAt: user.createdAt,
    ...(user.roomId !== undefined ? { roomId: user.roomId } : {}),
    ...(user.bed !== undefined ? { bed: user.bed } : {}),
    ...(user.building !== undefined ? { building: user.building } : {}),
    calendarFeed: user.calendarFeedHash
      ? { active: true, ...(user.calendarFeedAt ? { createdAt: user.calendarFeedAt } : {}) }
      : { active: false },
    pushDevices: Array.isArray(devices)
      ? devices.map((device: Record<string, unknown>) => ({
          service: serviceOf(device.endpoint),
          at: String(device.at ?? ''),
        }))
      : [],
  };
}
