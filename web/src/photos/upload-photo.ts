/**
 * Sends one photo straight to the photo bucket (issue 32): the API signs a POST for a key it makes, and
 * the browser posts the form there. S3 holds the form to the signed policy (type, size, key).
 */
import type { PhotoType } from '#shared/photos';
import { callApi } from '#web/api/client';

import { reencodePhoto } from './reencode';

/** The bucket answered, but not with success: the photo is not stored (kept to try again). */
export class UploadRefused extends Error {
  constructor(readonly status: number) {
    super(`The photo was not stored (${status}).`);
    this.name = 'UploadRefused';
  }
}

/** Uploads the (re-encoded) photo and answers its key, for Done to carry. */
export async function uploadPhoto(photo: Blob): Promise<string> {
  const { data: upload } = await callApi('createPhotoUpload', {
    body: { contentType: photo.type as PhotoType },
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  // The file goes last: S3 ignores every field after it.
  form.append('file', photo);
  const answer = await fetch(upload.url, { method: 'POST', body: form });
  if (!answer.ok) throw new UploadRefused(answer.status);
  return upload.key;
}

/**
 * Re-encodes (no location data leaves the device) and uploads each picked photo, one after another so a
 * slow connection carries one at a time; answers their keys, for a report or an inspection to carry.
 */
export async function uploadPhotos(files: readonly Blob[]): Promise<string[]> {
  const keys: string[] = [];
  for (const file of files) keys.push(await uploadPhoto(await reencodePhoto(file)));
  return keys;
}
