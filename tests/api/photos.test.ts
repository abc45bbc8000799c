/**
 * Photo proof (issue 32) over the real handlers, DynamoDB Local and the local S3 (s3rver): the upload
 * route's presigned POST is posted for real and the photo read back through the timeline's signed URL.
 * s3rver checks nothing of a POST policy (README, "Photos"), so what the policy makes S3 refuse — other
 * types, sizes, keys, tags, a late post — is checked in the signed policy itself, signature included.
 */
import { createHmac } from 'node:crypto';

import { photoBytes, photoPrefix, uploadExpirySeconds } from '#shared/photos';

import { type Account, hostelWithRoles, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { allotVia, createVia } from './requests-fixtures';

let hostel: { id: string; name: string };
let admin: Account;
let keeper: Account;

interface Upload {
  url: string;
  fields: Record<string, string>;
  key: string;
  expiresAt: string;
  maxBytes: number;
}

/** The smallest real JPEG: what a canvas's `toBlob('image/jpeg')` makes of one white pixel, near enough. */
const jpeg = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
  'base64',
);

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-15T12:00:00Z') });
  ({ hostel, admin, keeper } = await hostelWithRoles());
});

afterAll(() => vi.useRealTimers());

async function uploadFor(account: Account, contentType = 'image/jpeg'): Promise<Upload> {
  const answer = await invoke('createPhotoUpload', { token: account.token, body: { contentType } });
  expect(answer.status).toBe(200);
  return answer.body as Upload;
}

/** What a browser does with the answer: a multipart form of the fields, the file last. */
function post(upload: Upload, file: Buffer, type: string): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)], { type }), 'photo');
  return fetch(upload.url, { method: 'POST', body: form });
}

const policyOf = (upload: Upload) =>
  JSON.parse(Buffer.from(upload.fields.Policy ?? '', 'base64').toString('utf8')) as {
    expiration: string;
    conditions: unknown[];
  };

/** SigV4 of a POST policy: the base64 policy signed with the key derived for its credential's scope. */
function policySignature(upload: Upload, secret: string): string {
  const [, date, region, service] = (upload.fields['X-Amz-Credential'] ?? '').split('/');
  const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest();
  let key = hmac(`AWS4${secret}`, date ?? '');
  for (const part of [region ?? '', service ?? '', 'aws4_request']) key = hmac(key, part);
  return createHmac('sha256', key)
    .update(upload.fields.Policy ?? '')
    .digest('hex');
}

/** A Scheduled request of a new student of the hostel, allotted to the keeper, for today. */
const scheduled = async () =>
  allotVia(admin, await createVia(await makeUser('student', hostel), 0, '13:00'), keeper);

describe('POST /api/photos/uploads', () => {
  it('signs a policy S3 holds every upload to: this key, this type, 1 B–8 MB, the retention tag, 5 minutes', async () => {
    const upload = await uploadFor(keeper, 'image/webp');
    expect(upload.key).toMatch(new RegExp(`^${photoPrefix(hostel.id)}[0-9a-f-]{36}$`));
    expect(upload.maxBytes).toBe(photoBytes.max);
    const policy = policyOf(upload);
    expect(Date.parse(policy.expiration)).toBe(Date.now() + uploadExpirySeconds * 1000);
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, 8 * 1024 * 1024],
        { 'Content-Type': 'image/webp' },
        { key: upload.key },
        { bucket: 'hostel-clean-photos' },
        {
          tagging: '<Tagging><TagSet><Tag><Key>retention</Key><Value>180</Value></Tag></TagSet></Tagging>',
        },
      ]),
    );
    // No condition loosens those: no starts-with on the key or the type, nothing beyond the SDK's own.
    expect(JSON.stringify(policy.conditions)).not.toContain('starts-with');
    expect(upload.fields).toMatchObject({ key: upload.key, 'Content-Type': 'image/webp' });
    // Signed with the function's credentials (s3rver's key pair here), so no field can be changed after.
    expect(upload.fields['X-Amz-Signature']).toBe(policySignature(upload, 'S3RVER'));
  });

  it('makes a new key for every upload, whatever the caller sends', async () => {
    const [first, second] = [await uploadFor(keeper), await uploadFor(keeper)];
    expect(first.key).not.toBe(second.key);
    const chosen = await invoke('createPhotoUpload', {
      token: keeper.token,
      body: { contentType: 'image/png', key: `${photoPrefix(hostel.id)}mine` },
    });
    expect(chosen.status).toBe(400);
  });

  it('tags uploads with the retention the admin chose', async () => {
    const set = await invoke('updateHostelSettings', {
      token: admin.token,
      body: { photoRetentionDays: 30 },
    });
    expect(set.body).toMatchObject({ photoRetentionDays: 30, photoRequired: false });
    expect(policyOf(await uploadFor(keeper))).toMatchObject({
      conditions: expect.arrayContaining([
        { tagging: '<Tagging><TagSet><Tag><Key>retention</Key><Value>30</Value></Tag></TagSet></Tagging>' },
      ]),
    });
    const odd = await invoke('updateHostelSettings', {
      token: admin.token,
      body: { photoRetentionDays: 45 },
    });
    expect(odd.status).toBe(400);
    await invoke('updateHostelSettings', { token: admin.token, body: { photoRetentionDays: 180 } });
  });

  it('refuses other types before signing anything', async () => {
    for (const contentType of ['image/svg+xml', 'image/gif', 'text/html']) {
      const answer = await invoke('createPhotoUpload', { token: keeper.token, body: { contentType } });
      expect(answer).toMatchObject({ status: 400, body: { code: 'input.invalid' } });
    }
  });

  it('is a real presigned POST: the local S3 stores the photo under the key with its type', async () => {
    const upload = await uploadFor(keeper);
    const posted = await post(upload, jpeg, 'image/jpeg');
    expect(posted.status).toBe(204);
    const stored = await fetch(`${upload.url}/${upload.key}`);
    expect(stored.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await stored.arrayBuffer())).toEqual(jpeg);
  });

  it('is not held to its policy by s3rver, which is why the policy is checked above (README)', async () => {
    // In S3 this form fails the policy (a GIF where the policy names JPEG); s3rver stores it.
    const upload = await uploadFor(keeper);
    const posted = await post(
      { ...upload, fields: { ...upload.fields, 'Content-Type': 'image/gif' } },
      jpeg,
      'image/gif',
    );
    expect(posted.status).toBe(204);
  });
});

describe('Done with photos', () => {
  const done = (id: string, photos?: string[]) =>
    invoke('completeRequest', {
      token: keeper.token,
      body: { id, timeIn: '00:00', timeOut: '00:30', ...(photos ? { photos } : {}) },
    });

  it('keeps the keys and shows the photos on the timeline through short-lived signed URLs', async () => {
    const upload = await uploadFor(keeper);
    expect((await post(upload, jpeg, 'image/jpeg')).status).toBe(204);
    const request = await scheduled();
    const answer = await done(request._id, [upload.key, upload.key]);
    expect(answer.status).toBe(200);
    expect(answer.body).not.toHaveProperty('photos');

    const timeline = await invoke('requestTimeline', { token: admin.token, query: { id: request._id } });
    expect(timeline.body.photos).toEqual([{ key: upload.key, url: expect.any(String) }]);
    const url = new URL(timeline.body.photos[0].url);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    const shown = await fetch(url);
    expect(shown.status).toBe(200);
    expect(Buffer.from(await shown.arrayBuffer())).toEqual(jpeg);
  });

  it('refuses keys that are not of the keeper’s hostel’s uploads', async () => {
    const other = await hostelWithRoles();
    const theirs = await uploadFor(other.keeper);
    const request = await scheduled();
    const answer = await done(request._id, [theirs.key]);
    expect(answer).toMatchObject({ status: 400, body: { code: 'photo.notYours' } });
    const made = await done(request._id, [`photos/${hostel.id}/not-a-uuid-at-all-but-36-characters!`]);
    expect(made.status).toBe(400);
  });

  it('needs a photo when the hostel asks for one', async () => {
    await invoke('updateHostelSettings', { token: admin.token, body: { photoRequired: true } });
    const request = await scheduled();
    expect(await done(request._id)).toMatchObject({ status: 400, body: { code: 'photo.required' } });
    const upload = await uploadFor(keeper);
    await post(upload, jpeg, 'image/jpeg');
    expect((await done(request._id, [upload.key])).status).toBe(200);
    await invoke('updateHostelSettings', { token: admin.token, body: { photoRequired: false } });
  });
});

describe('The local S3', () => {
  it('refuses a signed GET whose quarter of an hour has passed', async () => {
    const { signedViewUrl } = await import('#functions/photos/bucket');
    const upload = await uploadFor(keeper);
    await post(upload, jpeg, 'image/jpeg');
    const late = await fetch(await signedViewUrl(upload.key, new Date(vi.getRealSystemTime() - 16 * 60_000)));
    expect(late.status).toBe(403);
    expect(await late.text()).toContain('Request has expired');
  });
});
