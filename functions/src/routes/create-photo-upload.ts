import { randomUUID } from 'node:crypto';

import { photoBytes, photoPrefix } from '#shared/photos';
import { photoRoutes } from '#shared/route-table/photos';

import { getPhotoSettings } from '../data/photo-settings';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';
import { presignUpload } from '../photos/bucket';

/**
 * Anyone signed in: a presigned POST for one photo of the given type, under a key the server makes in the
 * caller's hostel, tagged with the hostel's retention. Nothing is stored until the photo is used.
 */
export const createPhotoUpload: RouteLogic<'createPhotoUpload'> = async ({ body, user }) => {
  const { photoRetentionDays } = await getPhotoSettings(user.hostelId);
  const key = `${photoPrefix(user.hostelId)}${randomUUID()}`;
  const upload = await presignUpload(key, body.contentType, photoRetentionDays);
  return ok({ ...upload, key, maxBytes: photoBytes.max });
};

export const handler = createHandler(photoRoutes, 'createPhotoUpload', createPhotoUpload);
