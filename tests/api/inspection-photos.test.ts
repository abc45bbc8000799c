/**
 * The inspector's photos (issue 32) through the real handlers over DynamoDB Local: an inspection keeps the
 * keys of the hostel's uploads, each once, and `GET /api/inspection` answers each through a short-lived
 * signed link (the submit answers without them); a key of another hostel's uploads is refused and nothing
 * is written.
 */
import { randomUUID } from 'node:crypto';

import { photoPrefix } from '#shared/photos';

import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { doneVia, singleResults as results } from './inspection-fixtures';

let hostel: { id: string; name: string };
let admin: Account;
let keeper: Account;

beforeAll(async () => {
  // A fixed clock: the clean is asked for today and done earlier today.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-15T12:00:00Z') });
  hostel = await makeHostel();
  admin = await makeUser('admin', hostel);
  keeper = await makeUser('roomkeeper', hostel);
});

afterAll(() => {
  vi.useRealTimers();
});

/** A clean done today by the keeper for a new student of the hostel. */
const cleanAt = async (time: string) => (await doneVia({ hostel, admin, keeper }, time)).request;

/** A key the photo route made for the admin's hostel. */
async function uploadKey(): Promise<string> {
  const answer = await invoke('createPhotoUpload', {
    token: admin.token,
    body: { contentType: 'image/jpeg' },
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.key as string;
}

type Shown = { key: string; url: string }[] | undefined;

function expectSigned(photos: Shown, keys: readonly string[]) {
  expect(photos?.map((photo) => photo.key)).toEqual(keys);
  for (const photo of photos ?? []) {
    const url = new URL(photo.url);
    expect(url.pathname.endsWith(photo.key)).toBe(true);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  }
}

describe('photos on an inspection', () => {
  it('keeps the keys once and shows each through a signed link when the inspection is read', async () => {
    const clean = await cleanAt('14:00');
    const keys = [await uploadKey(), await uploadKey()];

    const answer = await invoke('inspectRequest', {
      token: admin.token,
      body: { requestId: clean._id, results: results(['bathroom']), photos: [...keys, keys[0]] },
    });

    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.inspection.photos).toBeUndefined();
    const view = await invoke('inspection', { token: admin.token, query: { id: clean._id } });
    expect(view.status).toBe(200);
    // Sent twice, kept once.
    expectSigned(view.body.inspection.photos, keys);
  });

  it('shows an inspection without photos with none', async () => {
    const clean = await cleanAt('15:00');

    const answer = await invoke('inspectRequest', {
      token: admin.token,
      body: { requestId: clean._id, results: results([]) },
    });

    expect(answer.status).toBe(201);
    const view = await invoke('inspection', { token: admin.token, query: { id: clean._id } });
    expect(view.body.inspection.photos).toBeUndefined();
  });

  it('refuses a key of another hostel’s uploads and writes nothing', async () => {
    const clean = await cleanAt('16:00');

    const refused = await invoke('inspectRequest', {
      token: admin.token,
      body: {
        requestId: clean._id,
        results: results(['bathroom']),
        photos: [await uploadKey(), `${photoPrefix(randomUUID())}${randomUUID()}`],
      },
    });

    expect(refused).toMatchObject({ status: 400, body: { code: 'photo.notYours' } });
    const view = await invoke('inspection', { token: admin.token, query: { id: clean._id } });
    expect(view.body.inspection).toBeUndefined();
    expect(view.body.request.recleanId).toBeUndefined();
  });
});
