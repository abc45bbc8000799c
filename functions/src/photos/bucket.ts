/**
 * The photo bucket (issue 32): presigned POSTs for uploads and short-lived signed GETs for showing. Both
 * are signed here without a call to S3; the signature holds only while the function's role may do what it
 * signs (`RouteDef.photos` grants it). Locally the same SDK signs for `s3rver` (`local/s3-local.ts`).
 */
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

import {
  photoBytes,
  type PhotoRetentionDays,
  type PhotoType,
  retentionTagKey,
  uploadExpirySeconds,
  viewExpirySeconds,
} from '#shared/photos';

import { env } from '../env';

let client: S3Client | undefined;

/** One client per process, made on first use so that functions without photos never build one. */
function s3(): S3Client {
  client ??= new S3Client(
    env.s3Endpoint === undefined
      ? {}
      : {
          endpoint: env.s3Endpoint,
          region: 'us-east-1',
          // s3rver serves buckets by path, and knows only its own key pair.
          forcePathStyle: true,
          credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        },
  );
  return client;
}

function bucket(): string {
  if (!env.photoBucket) throw new Error('Missing environment variable PHOTO_BUCKET');
  return env.photoBucket;
}

/** The tag set a POST form carries (S3's XML form of object tags), which the lifecycle rules select by. */
export const retentionTagging = (days: PhotoRetentionDays) =>
  `<Tagging><TagSet><Tag><Key>${retentionTagKey}</Key><Value>${days}</Value></Tag></TagSet></Tagging>`;

export interface PresignedUpload {
  url: string;
  fields: Record<string, string>;
  expiresAt: string;
}

/**
 * A POST policy for exactly this key, this type, 1 B to 8 MB and this retention tag, usable for a few
 * minutes: S3 refuses any form that breaks one of its conditions.
 */
export async function presignUpload(
  key: string,
  contentType: PhotoType,
  retentionDays: PhotoRetentionDays,
  now = Date.now(),
): Promise<PresignedUpload> {
  const tagging = retentionTagging(retentionDays);
  const { url, fields } = await createPresignedPost(s3(), {
    Bucket: bucket(),
    // The SDK adds the `bucket` and exact `key` conditions itself.
    Key: key,
    Conditions: [
      ['content-length-range', photoBytes.min, photoBytes.max],
      { 'Content-Type': contentType },
      { tagging },
    ],
    Fields: { 'Content-Type': contentType, tagging },
    Expires: uploadExpirySeconds,
  });
  return { url, fields, expiresAt: new Date(now + uploadExpirySeconds * 1000).toISOString() };
}

/** A GET URL of the photo that works for a quarter of an hour from `signingDate`. */
export function signedViewUrl(key: string, signingDate = new Date()): Promise<string> {
  return getSignedUrl(s3(), new GetObjectCommand({ Bucket: bucket(), Key: key }), {
    expiresIn: viewExpirySeconds,
    signingDate,
  });
}

/** Each photo through a short-lived signed URL: the bucket itself is private. */
export const signedPhotos = (keys: readonly string[]) =>
  Promise.all(keys.map(async (key) => ({ key, url: await signedViewUrl(key) })));
