/**
 * The room board (issue 30): each room of the building under its floor with its state in words, its last
 * clean and what waits; the filters ask the server again (a keeper of one building has no building to
 * choose); the room's page shows its residents, cleans and ratings.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';

import { api } from '../../test/api-mock';
import { makeTestUser, renderPage } from '../../test/render-page';
import RoomBoardPage from './room-board-page';
import RoomPage from './room-page';

vi.mock('../../api/client', () => import('../../test/api-mock'));

const boardRoom = (number: string, floor: string, extra: object = {}) => ({
  id: `00000000-0000-4000-8000-000000000${number}`,
  building: 'Main',
  floor,
  number,
  typeId: 'single',
  beds: 1,
  inService: true,
  state: 'free',
  waits: [],
  ...extra,
});

beforeEach(() => {
  api.mockReset();
  api.mockImplementation((routeId) => {
    const answers: Record<string, unknown> = {
      roomBoard: {
        date: '2030-01-15',
        building: 'Main',
        floors: [
          { building: 'Main', floor: '1', rooms: 2, outOfService: 0 },
          { building: 'Main', floor: '2', rooms: 1, outOfService: 1 },
        ],
        rooms: [
          boardRoom('101', '1', {
            state: 'cleaned',
            cleaned: 1,
            waits: ['complaint'],
            lastCleanedAt: '2030-01-15T09:30:00Z',
            lastCleanedBy: 'Kim Keeper',
          }),
          // Its residents skipped three regular cleans in a row (issue 31).
          // …and today's clean of it is a schedule's (a regular clean).
          boardRoom('102', '1', { state: 'inProgress', inProgress: 1, regular: 1, skipsInARow: 3 }),
          boardRoom('201', '2', { state: 'outOfService', inService: false }),
        ],
        states: { cleaned: 1, inProgress: 1, outOfService: 1 },
      },
      roomPage: {
        room: boardRoom('101', '1', {
          lastCleanedAt: '2030-01-15T09:30:00Z',
          lastCleanedBy: 'Kim Keeper',
          skipsInARow: 4,
        }),
        minutes: 20,
        residents: [{ userId: 'u1', name: 'Sara Student', bed: 'A' }],
        requests: [
          {
            requestId: 'r2',
            date: '2030-01-20',
            time: '10:00',
            requestStatus: 'Pending',
            recurrenceId: 'rec-1',
          },
        ],
        cleans: [
          { requestId: 'r1', date: '2030-01-15', at: '2030-01-15T09:30:00Z', keeperName: 'Kim Keeper' },
        ],
        ratings: [
          { requestId: 'r1', date: '2030-01-15', at: '2030-01-15T10:00:00Z', stars: 1, complaint: true },
        ],
        events: [],
      },
    };
    const answer = answers[routeId];
    if (routeId === 'roomPage') {
      const { state: _s, waits: _w, ...room } = (answer as { room: Record<string, unknown> }).room;
      return Promise.resolve({ status: 200, data: { ...(answer as object), room } });
    }
    return Promise.resolve({ status: 200, data: answer });
  });
});

describe('the room board', () => {
  it('shows each floor’s rooms with their state, last clean and what waits, and filters by state', async () => {
    await renderPage(<RoomBoardPage />, { user: makeTestUser('admin') });
    const cleaned = await screen.findByRole('link', { name: 'Room 101, Cleaned today' });
    expect(cleaned).toHaveAttribute('href', '/rooms/00000000-0000-4000-8000-000000000101');
    expect(cleaned).toHaveTextContent('Complaint');
    expect(cleaned).toHaveTextContent('by Kim Keeper');
    const regular = screen.getByRole('link', { name: 'Room 102, In progress, Regular clean' });
    expect(regular).toHaveTextContent('Skipped 3 times in a row');
    expect(regular).toHaveTextContent('↻ Regular clean');
    expect(cleaned).not.toHaveTextContent('Skipped');
    expect(cleaned).not.toHaveTextContent('Regular clean');
    expect(screen.getByRole('link', { name: 'Room 201, Out of service' })).toBeVisible();
    expect(screen.getByText('Floor 2')).toBeVisible();

    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'inProgress' } });
    await waitFor(() =>
      expect(api.mock.calls.at(-1)).toEqual([
        'roomBoard',
        { query: expect.objectContaining({ state: 'inProgress' }) },
      ]),
    );
  });

  it('shows a keeper their own building with no building to choose, and asks for its floors', async () => {
    const answer = (await api.getMockImplementation()!('roomBoard', {})).data as object;
    api.mockImplementation((routeId) =>
      Promise.resolve({
        status: 200,
        data: routeId === 'roomBoard' ? { ...answer, keeperBuilding: 'Main' } : {},
      }),
    );
    await renderPage(<RoomBoardPage />, { user: makeTestUser('roomkeeper') });
    expect(await screen.findByRole('heading', { name: 'Main' })).toBeVisible();
    expect(screen.queryByLabelText('Building')).toBeNull();
    fireEvent.change(screen.getByLabelText('Floor'), { target: { value: '2' } });
    await waitFor(() =>
      expect(api.mock.calls.at(-1)).toEqual([
        'roomBoard',
        { query: expect.objectContaining({ building: 'Main', floor: '2' }) },
      ]),
    );
  });

  it('opens a room’s page with its residents, cleans and ratings', async () => {
    await renderPage(
      <Routes>
        <Route path="/rooms/:roomId" element={<RoomPage />} />
      </Routes>,
      { user: makeTestUser('roomkeeper'), path: '/rooms/00000000-0000-4000-8000-000000000101' },
    );
    expect(await screen.findByRole('heading', { name: 'Room 101' })).toBeVisible();
    expect(api).toHaveBeenCalledWith('roomPage', {
      query: { roomId: '00000000-0000-4000-8000-000000000101' },
    });
    expect(screen.getByText('Sara Student · Bed A')).toBeVisible();
    expect(screen.getByText('20 min')).toBeVisible();
    expect(screen.getByText(/1 of 5 stars/)).toHaveTextContent('With a complaint');
    // A regular clean is marked, and the room's run of skips shows (issue 31).
    expect(screen.getByRole('img', { name: 'Regular clean' })).toBeVisible();
    expect(screen.getByText('Skipped 4 times in a row')).toBeVisible();
  });
});
