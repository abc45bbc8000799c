/**
 * The desktop Complete dialog's photos (issue 32): a photo chosen is posted to the bucket by the policy
 * the API signed, and Mark As Completed then carries its key; an upload the bucket refuses shows an
 * error, sends no completion, and leaves the dialog as it was (times and photo) to send again.
 */
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';

import type { KeeperRow } from '#shared/domain';
import { api, callsTo } from '#web/test/api-mock';
import { makeTestUser, renderPage } from '#web/test/render-page';

import { makeRequest } from '../test-requests';
import RoomkeeperDashboard from './roomkeeper-dashboard';

vi.mock('#web/api/client', () => import('#web/test/api-mock'));
// jsdom draws no image: the photo leaves as it was picked (re-encoding has tests of its own in the browser).
vi.mock('#web/photos/reencode', () => ({ reencodePhoto: async (file: Blob) => file }));

// Each time list renders its 288 options on opening: seconds under load, no waiting on anything.
vi.setConfig({ testTimeout: 30_000 });

beforeAll(() => import('./complete-dialog'));

const scheduled: KeeperRow = {
  request: makeRequest({ requestStatus: 'Scheduled', studentName: 'Sam Student' }),
  studentData: { email: 'sam@demo.hostel', phone: '555-0199' },
};
const upload = {
  url: 'https://bucket.example/',
  fields: { key: 'photos/hostel-1/p1.jpg', Policy: 'signed' },
  key: 'photos/hostel-1/p1.jpg',
};
/** Mark As Completed as sent once the photo is stored: the times and the photo's key. */
const completedWithPhoto = [
  'completeRequest',
  {
    body: { id: scheduled.request._id, timeIn: '09:05', timeOut: '09:50', photos: [upload.key] },
  },
];
const photo = new File(['jpeg'], 'stain.jpg', { type: 'image/jpeg' });
let posted: FormData[];

/** The bucket answers each POST with `status`; the API serves the dashboard and signs uploads. */
function serve(status: () => number) {
  posted = [];
  api.mockReset();
  api.mockImplementation((routeId) => {
    if (routeId === 'roomkeeperDashboard')
      return Promise.resolve({
        status: 200,
        data: { requests: 0, complaints: 0, scheduled: 1, data: [scheduled] },
      });
    if (routeId === 'createPhotoUpload') return Promise.resolve({ status: 200, data: upload });
    return Promise.resolve({ status: 200, data: {} });
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      posted.push(init.body as FormData);
      return new Response(null, { status: status() });
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

const modal = () => createWrapper(document.body).findModal()!;
const submit = () => modal().findFooter()!.findAllButtons()[1]!.click();

/** Opens Mark As Completed, gives 09:05–09:50 and picks the photo. */
async function completeWithPhoto() {
  await renderPage(<RoomkeeperDashboard />, { user: makeTestUser('roomkeeper') });
  (await screen.findByRole('button', { name: 'Mark As Completed' })).click();
  await waitFor(() => expect(createWrapper(document.body).findModal()).not.toBeNull());
  for (const [index, time] of [
    [0, '09:05'],
    [1, '09:50'],
  ] as const) {
    const select = modal().findContent().findAllSelects()[index]!;
    select.openDropdown();
    select.selectOptionByValue(time);
  }
  const input = modal().findContent().findFileUpload()!.findNativeInput().getElement();
  fireEvent.change(input, { target: { files: [photo] } });
  expect(await screen.findByText('stain.jpg')).toBeInTheDocument();
}

describe('the Complete dialog’s photos', () => {
  it('uploads the photo chosen, then sends its key with the times', async () => {
    serve(() => 204);
    await completeWithPhoto();

    submit();

    expect(await screen.findByText('Request marked as completed.')).toBeInTheDocument();
    expect(posted).toHaveLength(1);
    expect([...posted[0]!.entries()].map(([name]) => name)).toEqual(['key', 'Policy', 'file']);
    expect(posted[0]!.get('file')).toBe(photo);
    expect(callsTo('createPhotoUpload')).toEqual([
      ['createPhotoUpload', { body: { contentType: 'image/jpeg' } }],
    ]);
    expect(callsTo('completeRequest')).toEqual([completedWithPhoto]);
  });

  it('shows a refused upload, sends no completion, and sends it all again from the same dialog', async () => {
    let answer = 403;
    serve(() => answer);
    await completeWithPhoto();

    submit();

    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(callsTo('completeRequest')).toEqual([]);
    // Nothing was lost: the dialog is open with its times and the photo.
    expect(modal().findContent().findAllSelects()[0]!.findTrigger().getElement()).toHaveTextContent('09:05');
    expect(screen.getByText('stain.jpg')).toBeInTheDocument();

    answer = 204;
    submit();

    expect(await screen.findByText('Request marked as completed.')).toBeInTheDocument();
    expect(posted).toHaveLength(2);
    expect(callsTo('completeRequest')).toEqual([completedWithPhoto]);
  });
});
