/**
 * The admin's inspection on a phone (issue 32): every item of the checklist passes until tapped Fail; a
 * failed item sends the results with the note and says where the re-clean went; photos picked go to the
 * bucket first and their keys with the results; an inspected clean shows its stored result and photos.
 */
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';

import { api } from '../../test/api-mock';
import { makeTestUser, renderPage } from '../../test/render-page';
import InspectPage from './inspect-page';

vi.mock('../../api/client', () => import('../../test/api-mock'));
// jsdom has no canvas to re-encode on: the photo goes as picked.
vi.mock('#web/photos/reencode', () => ({ reencodePhoto: (file: Blob) => Promise.resolve(file) }));

const requestId = '10000000-0000-4000-8000-000000000001';
const request = {
  _id: requestId,
  room: '101',
  floor: '1',
  date: '2030-05-14',
  time: '09:30',
  requestStatus: 'Completed',
  studentName: 'Sam Student',
  roomkeeper: 'Kim Keeper',
};
const items = [{ id: 'floor' }, { id: 'bathroom' }, { id: 'x1', name: 'Windows' }];

const open = () =>
  renderPage(
    <Routes>
      <Route path="/inspect/:requestId" element={<InspectPage />} />
    </Routes>,
    { user: makeTestUser('admin'), path: `/inspect/${requestId}` },
  );

beforeEach(() => api.mockReset());
afterEach(() => vi.unstubAllGlobals());

describe('the inspect page', () => {
  it('fails the bathroom with a note and says the re-clean goes to the keeper', async () => {
    // Prepare
    api.mockImplementation((route: string) =>
      Promise.resolve(
        route === 'inspectRequest'
          ? {
              status: 201,
              data: {
                inspection: { requestId, at: 'x', byName: 'Ada', passed: false, results: [] },
                reclean: {
                  _id: 'r',
                  date: '2030-05-15',
                  time: '09:30',
                  requestStatus: 'Scheduled',
                  roomkeeper: 'Kim Keeper',
                },
              },
            }
          : { status: 200, data: { request, items } },
      ),
    );
    await open();
    expect(await screen.findByRole('heading', { name: 'Inspect room 101' })).toBeInTheDocument();
    const controls = createWrapper(document.body).findAllSegmentedControls();
    expect(controls).toHaveLength(3);
    // Act
    controls[1]!.findSegmentById('fail')!.click();
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'Shower not done' } });
    (await screen.findByRole('button', { name: 'Save and ask for a re-clean' })).click();
    // Assess
    expect(
      await screen.findByText('The inspection is saved. The re-clean goes to Kim Keeper.'),
    ).toBeInTheDocument();
    expect(api.mock.calls).toContainEqual([
      'inspectRequest',
      {
        body: {
          requestId,
          results: [
            { id: 'floor', pass: true },
            { id: 'bathroom', pass: false },
            { id: 'x1', pass: true },
          ],
          note: 'Shower not done',
        },
      },
    ]);
  });

  it('shows the stored result of an inspected clean', async () => {
    // Prepare
    const inspection = {
      requestId,
      at: '2030-05-14T12:00:00.000Z',
      byName: 'Ada Admin',
      passed: true,
      results: items.map((item) => ({ ...item, pass: true })),
    };
    api.mockResolvedValue({ status: 200, data: { request, items, inspection } });
    // Act
    await open();
    // Assess
    expect(await screen.findByText('Passed — inspected by Ada Admin')).toBeInTheDocument();
    expect(screen.getByText('Windows')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
  });

  it('uploads the photos picked and sends their keys with the results', async () => {
    // Prepare
    const key = 'photos/h1/20000000-0000-4000-8000-000000000002';
    api.mockImplementation((route: string) =>
      Promise.resolve(
        route === 'createPhotoUpload'
          ? {
              status: 200,
              data: { url: 'https://bucket.test/', fields: { key }, key, expiresAt: 'x', maxBytes: 8 },
            }
          : route === 'inspectRequest'
            ? {
                status: 201,
                data: { inspection: { requestId, at: 'x', byName: 'Ada', passed: true, results: [] } },
              }
            : { status: 200, data: { request, items } },
      ),
    );
    const posted = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', posted);
    await open();
    await screen.findByRole('heading', { name: 'Inspect room 101' });
    const photo = new File(['x'], 'shower.jpg', { type: 'image/jpeg' });
    const field = createWrapper(document.body).findFileUpload()!;
    // Act
    fireEvent.change(field.findNativeInput().getElement(), { target: { files: [photo] } });
    expect(await screen.findByText('shower.jpg')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Save: passed' }).click();
    // Assess
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith('inspectRequest', {
        body: { requestId, results: items.map((item) => ({ id: item.id, pass: true })), photos: [key] },
      }),
    );
    expect(api).toHaveBeenCalledWith('createPhotoUpload', { body: { contentType: 'image/jpeg' } });
    expect(posted).toHaveBeenCalledWith('https://bucket.test/', expect.objectContaining({ method: 'POST' }));
  });

  it('shows the inspector’s photos of an inspected clean through their links', async () => {
    // Prepare
    const inspection = {
      requestId,
      at: '2030-05-14T12:00:00.000Z',
      byName: 'Ada Admin',
      passed: false,
      results: items.map((item) => ({ ...item, pass: item.id !== 'bathroom' })),
      photos: [{ key: 'photos/h1/p', url: 'https://bucket.test/photos/h1/p?X-Amz-Signature=s' }],
    };
    api.mockResolvedValue({ status: 200, data: { request, items, inspection } });
    // Act
    await open();
    // Assess
    const shown = await screen.findByRole('img', { name: 'Photo 1 of the inspection' });
    expect(shown).toHaveAttribute('src', inspection.photos[0]!.url);
    expect(screen.getByRole('list', { name: 'Photos of the inspection' })).toBeInTheDocument();
  });
});
