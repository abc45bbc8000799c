/**
 * The local S3 (issue 32's photo proof): `s3rver`, an S3-compatible server on a free port, as DynamoDB Local
 * stands in for DynamoDB. `npm start` keeps its objects under DATA_DIR; the API tests start one whose
 * objects live in a temporary folder. It runs inside the starting process, so nothing is left behind when
 * that process is killed outright.
 *
 * What s3rver does not do, and the cloud does (README, "Photos"): it checks no POST policy (not its
 * conditions — size, type, key —, not its expiry, not its signature), verifies no V4 signature, ignores the
 * `tagging` field of a POST, and runs no lifecycle rule. It does refuse a presigned GET whose expiry has
 * passed, and it answers CORS from the bucket's CORS configuration.
 */
import { mkdirSync } from 'node:fs';

import S3rver from 's3rver';

import { freePort } from './dynamo-local';

/** s3rver's one built-in key pair; its signatures are not checked, but the key id must be this one. */
export const localS3Credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** The bucket `npm start` and the tests keep photos in. */
export const localPhotoBucket = 'hostel-clean-photos';

export interface RunningS3 {
  /** `http://127.0.0.1:<port>`: path-style bucket URLs (`<endpoint>/<bucket>/<key>`). */
  endpoint: string;
  stop: () => Promise<void>;
}

/** The bucket's CORS: the site's origins may POST uploads and GET photos, as the cloud bucket allows. */
function corsXml(origins: readonly string[]): string {
  const allowed = origins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`).join('');
  return (
    '<CORSConfiguration><CORSRule>' +
    `${allowed}<AllowedMethod>POST</AllowedMethod><AllowedMethod>GET</AllowedMethod>` +
    '<AllowedHeader>*</AllowedHeader><MaxAgeSeconds>3000</MaxAgeSeconds>' +
    '</CORSRule></CORSConfiguration>'
  );
}

/** Starts s3rver with the photo bucket on a free port; its objects are kept in `dir`. */
export async function startS3Local(options: {
  dir: string;
  /** The origins whose pages may upload (the site's); every origin when not given. */
  origins?: readonly string[];
}): Promise<RunningS3> {
  mkdirSync(options.dir, { recursive: true });
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory: options.dir,
    configureBuckets: [{ name: localPhotoBucket, configs: [corsXml(options.origins ?? ['*'])] }],
  });
  await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
