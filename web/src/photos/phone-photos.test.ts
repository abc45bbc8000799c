/**
 * Done with photos as the phone sends it (issue 32): each photo is uploaded by its presigned POST before
 * Done, which carries their keys; an upload that fails — no connection, or the bucket refusing — sends no
 * Done and counts as no answer, so the action stays in the queue and is sent again.
 */
import { callApi } from '#web/api/client';

import { makeRequest } from '../pages/dashboard/test-requests';
import { doneAction, sendAction } from '../pages/keeper-phone/phone-action';
import { noAnswer } from '../pages/keeper-phone/send-waiting';

vi.mock('#web/api/client', () => ({ callApi: vi.fn() }));

const request = makeRequest({ requestStatus: 'Scheduled' });
const photos = [new Blob(['a'], { type: 'image/jpeg' }), new Blob(['b'], { type: 'image/jpeg' })];
const called = vi.mocked(callApi);
let posted: FormData[];

beforeEach(() => {
  posted = [];
  let next = 0;
  called.mockReset();
  called.mockImplementation(async (route) => {
    if (route !== 'createPhotoUpload') return { status: 200, data: {} } as never;
    next += 1;
    const upload = { url: 'https://bucket.example', fields: { key: `photos/h/${next}`, Policy: 'p' } };
    return { status: 200, data: { ...upload, key: `photos/h/${next}` } } as never;
  });
});

afterEach(() => vi.unstubAllGlobals());

const bucketAnswers = (answer: () => Promise<Response>) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      posted.push(init.body as FormData);
      return answer();
    }),
  );

describe('Done with photos', () => {
  it('uploads each photo, the file after the signed fields, then sends Done with their keys', async () => {
    bucketAnswers(async () => new Response(null, { status: 204 }));
    const done = doneAction(request, undefined, new Date(), photos);

    await sendAction(done);

    expect(posted.map((form) => [...form.keys()])).toEqual([
      ['key', 'Policy', 'file'],
      ['key', 'Policy', 'file'],
    ]);
    expect(called.mock.calls.map(([route]) => route)).toEqual([
      'createPhotoUpload',
      'createPhotoUpload',
      'completeRequest',
    ]);
    expect(called.mock.calls[2]?.[1]).toEqual({
      body: { ...done.body, photos: ['photos/h/1', 'photos/h/2'] },
    });
  });

  it('sends no Done while an upload fails, and stays waiting (no answer) to be sent again', async () => {
    bucketAnswers(async () => {
      throw new TypeError('Failed to fetch');
    });
    const offline = await sendAction(doneAction(request, undefined, new Date(), photos)).catch(
      (error) => error,
    );
    expect(noAnswer(offline)).toBe(true);

    bucketAnswers(async () => new Response('<Error/>', { status: 403 }));
    const refused = await sendAction(doneAction(request, undefined, new Date(), photos)).catch(
      (error) => error,
    );
    expect(noAnswer(refused)).toBe(true);
    expect(called.mock.calls.some(([route]) => route === 'completeRequest')).toBe(false);
  });

  it('keeps Done without photos as it was: no upload, no photos field', async () => {
    bucketAnswers(async () => new Response(null, { status: 204 }));
    const done = doneAction(request, undefined, new Date());

    await sendAction(done);

    expect(posted).toEqual([]);
    expect(called.mock.calls).toEqual([['completeRequest', { body: done.body }]]);
  });
});
