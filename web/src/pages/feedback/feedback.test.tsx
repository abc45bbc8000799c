import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { screen, waitFor } from '@testing-library/react';

import type { Role } from '#shared/domain';
import type { FeedbackItem } from '#shared/domain';

import { api } from '../../test/api-mock';
import { makeTestUser, renderPage } from '../../test/render-page';
import Complaints from './complaints';
import Ratings from './ratings';
import Suggestions from './suggestions';

vi.mock('../../api/client', () => import('../../test/api-mock'));

const complaint: FeedbackItem = {
  requestId: '10000000-0000-4000-8000-000000000001',
  kind: 'complaint',
  room: '101',
  floor: '1',
  date: '2030-05-14',
  time: '09:30',
  studentId: 's',
  studentName: 'Sam Student',
  roomKeeperId: 'k',
  roomkeeper: 'Kim Keeper',
  rating: 2,
  message: 'Bin not emptied',
  createdAt: '2030-05-15T10:00:00.000Z',
};

const rows = () => createWrapper(document.body).findTable()!.findRows();
const headers = () =>
  createWrapper(document.body)
    .findTable()!
    .findColumnHeaders()
    .map((header) => header.getElement().textContent);

beforeEach(() => {
  api.mockReset();
});

describe('feedback lists', () => {
  it.each<[Role, string[]]>([
    ['admin', ['Given on', 'Cleaning', 'Room', 'Student', 'Roomkeeper', 'Rating', 'Complaint', 'Re-clean']],
    ['roomkeeper', ['Given on', 'Cleaning', 'Room', 'Student', 'Rating', 'Complaint']],
    ['student', ['Given on', 'Cleaning', 'Room', 'Roomkeeper', 'Rating', 'Complaint']],
  ])('shows complaints to a %s with the people that role may see', async (role, expected) => {
    // Prepare
    api.mockResolvedValue({ status: 200, data: { items: [complaint] } });
    // Act
    await renderPage(<Complaints />, { user: makeTestUser(role) });
    // Assess
    expect(await screen.findByText('Bin not emptied')).toBeInTheDocument();
    expect(headers()).toEqual(expected);
    expect(screen.getByRole('img', { name: '2 stars of 5' })).toBeInTheDocument();
    expect(api.mock.calls).toEqual([['listComplaints', { query: { cursor: undefined } }]]);
    expect(rows()).toHaveLength(1);
  });

  it('calls the ratings and suggestions routes and shows their empty states', async () => {
    // Prepare
    api.mockResolvedValue({ status: 200, data: { items: [] } });
    // Act
    const first = await renderPage(<Ratings />, { user: makeTestUser('admin') });
    // Assess
    expect(await screen.findByText('No ratings yet.')).toBeInTheDocument();
    first.unmount();
    // Act
    await renderPage(<Suggestions />, { user: makeTestUser('roomkeeper') });
    // Assess
    expect(await screen.findByText('No suggestions yet.')).toBeInTheDocument();
    await waitFor(() => expect(api.mock.calls.map(([id]) => id)).toEqual(['listRatings', 'listSuggestions']));
  });

  it('turns a complaint into a re-clean in one tap for the admin', async () => {
    // Prepare
    api.mockImplementation((route: string) =>
      Promise.resolve(
        route === 'feedbackReclean'
          ? {
              status: 201,
              data: {
                reclean: {
                  _id: 'r',
                  date: '2030-05-16',
                  time: '09:30',
                  requestStatus: 'Scheduled',
                  roomkeeper: 'Kim Keeper',
                },
              },
            }
          : { status: 200, data: { items: [complaint] } },
      ),
    );
    await renderPage(<Complaints />, { user: makeTestUser('admin') });
    // Act
    (await screen.findByRole('button', { name: 'Re-clean room 101' })).click();
    // Assess
    expect(await screen.findByText('Re-clean made')).toBeInTheDocument();
    expect(api.mock.calls).toContainEqual(['feedbackReclean', { body: { requestId: complaint.requestId } }]);
  });
});
