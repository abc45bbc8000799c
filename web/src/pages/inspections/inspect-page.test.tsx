/**
 * The admin's inspection on a phone (issue 32): every item of the checklist passes until tapped Fail; a
 * failed item sends the results with the note and says where the re-clean went; an inspected clean shows
 * its stored result.
 */
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';

import { api } from '../../test/api-mock';
import { makeTestUser, renderPage } from '../../test/render-page';
import InspectPage from './inspect-page';

vi.mock('../../api/client', () => import('../../test/api-mock'));

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
});
