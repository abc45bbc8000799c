/**
 * A hostel's photo settings (issue 32), stored on its hostel item beside its other settings: whether Done
 * needs a photo, and how many days photos are kept (the tag its uploads carry).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';

import { defaultPhotoRetentionDays, type PhotoRetentionDays, photoRetentionDays } from '#shared/photos';

import { db, tableName } from './store/client';
import { keys } from './store/keys';

export interface PhotoSettings {
  photoRequired: boolean;
  photoRetentionDays: PhotoRetentionDays;
}

const isRetention = (value: unknown): value is PhotoRetentionDays =>
  photoRetentionDays.includes(value as PhotoRetentionDays);

/** The photo settings of a hostel item; those never set are the defaults (not required, 180 days). */
export const photoSettingsOf = (item: Record<string, unknown> | undefined): PhotoSettings => ({
  photoRequired: item?.photoRequired === true,
  photoRetentionDays: isRetention(item?.photoRetentionDays)
    ? item.photoRetentionDays
    : defaultPhotoRetentionDays,
});

/** Only the hostel's photo settings: one key read of two attributes. */
export async function getPhotoSettings(hostelId: string): Promise<PhotoSettings> {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName,
      Key: keys.hostel(hostelId),
      ProjectionExpression: 'photoRequired, photoRetentionDays',
    }),
  );
  return photoSettingsOf(Item);
}
