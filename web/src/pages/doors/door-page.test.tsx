/**
 * The door a scanned code opens (issue 33): a resident gets the request form with their room chosen, a
 * keeper their clean of the room today with Start (and the scan sent once), anyone the problem report,
 * and a code of another hostel or a replaced one the plain refusal.
 */
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';

import type { ListedRequest } from '#shared/domain';
import { defaultRoomTypes } from '#shared/rooms';

import { ApiError } from '../../api/api-error';
import { localToday } from '../../components/format';
import { api } from '../../test/api-mock';
import { makeTestUser, renderPage } from '../../test/render-page';
import { makeRequest } from '../dashboard/test-requests';
import { localRules } from '../requests/test-clean-requests';
import DoorPage from './door-page';

vi.mock('../../api/client', () => import('../../test/api-mock'));

beforeAll(() =>
  Promise.all([import('../keeper-phone/keeper-cards'), import('../keeper-phone/cant-clean-dialog')]),
);

const code = 'AbCdEfGhIjKlMnOpQrStUv';
const room = {
  id: '00000000-0000-4000-8000-000000000101',
  building: 'Main',
  floor: '1',
  number: '101',
  inService: true,
};

function serve(door: { resident?: boolean; requests?: ListedRequest[] } | Error) {
  api.mockReset();
  api.mockImplementation((routeId) => {
    if (routeId === 'openDoor')
      return door instanceof Error
        ? Promise.reject(door)
        : Promise.resolve({
            status: 200,
            data: { room, resident: door.resident ?? false, requests: door.requests ?? [] },
          });
    if (routeId === 'requestRules') return Promise.resolve({ status: 200, data: localRules });
    if (routeId === 'requestRooms')
      return Promise.resolve({
        status: 200,
        data: {
          data: [
            { ...room, typeId: 'single', beds: 1, residents: 1, version: 1, createdAt: '', updatedAt: '' },
          ],
          types: defaultRoomTypes,
        },
      });
    if (routeId === 'scanDoor') return Promise.resolve({ status: 200, data: { recorded: ['r1'] } });
    if (routeId === 'reportDoorProblem') return Promise.resolve({ status: 200, data: { told: 1 } });
    return Promise.resolve({ status: 200, data: {} });
  });
}

const callsTo = (routeId: string) => api.mock.calls.filter(([id]) => id === routeId);

const openDoor = (role: 'student' | 'roomkeeper' | 'admin') =>
  renderPage(
    <Routes>
      <Route path="/r/:code" element={<DoorPage />} />
    </Routes>,
    { user: makeTestUser(role), path: `/r/${code}` },
  );

describe('the door page', () => {
  it('offers a resident a clean of their room, the room chosen', async () => {
    serve({ resident: true });
    await openDoor('student');
    expect(await screen.findByRole('heading', { name: 'Room 101' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Request a clean of this room' })).toBeVisible();
    expect(await screen.findByText('Your room 101 (floor 1)')).toBeInTheDocument();
    expect(callsTo('openDoor')).toEqual([['openDoor', { params: { code } }]]);
    expect(callsTo('scanDoor')).toEqual([]);
  });

  it('gives a keeper Start for their clean of today and records the scan once', async () => {
    const clean = makeRequest({ _id: 'r1', requestStatus: 'Scheduled', date: localToday(), roomId: room.id });
    serve({ requests: [clean] });
    await openDoor('roomkeeper');
    expect(await screen.findByText("Your visit is recorded on the request's timeline.")).toBeVisible();
    expect(callsTo('scanDoor')).toEqual([['scanDoor', { params: { code } }]]);
    (await screen.findByRole('button', { name: 'Start' })).click();
    expect(await screen.findByText('Cleaning started.')).toBeInTheDocument();
    expect(callsTo('startRequest')).toEqual([
      ['startRequest', { body: { id: 'r1', actionId: expect.any(String), at: expect.any(String) } }],
    ]);
    expect(screen.queryByRole('heading', { name: 'Request a clean of this room' })).toBeNull();
  });

  it('tells a keeper with no clean of the room today so, and records no scan', async () => {
    serve({});
    await openDoor('roomkeeper');
    expect(await screen.findByText('You have no clean of this room today.')).toBeVisible();
    expect(callsTo('scanDoor')).toEqual([]);
  });

  it('sends anyone’s problem report to the admins, with its kind and urgency, refusing an empty one', async () => {
    serve({});
    await openDoor('admin');
    const send = await screen.findByRole('button', { name: 'Send to the admins' });
    send.click();
    expect(await screen.findByText('Write what is wrong first.')).toBeVisible();
    expect(callsTo('reportDoorProblem')).toEqual([]);
    // The report form's lists, the same default chosen.
    const category = createWrapper(document.body).findSelect()!;
    expect(category.findTrigger().getElement()).toHaveTextContent('Plumbing');
    category.openDropdown();
    category.selectOptionByValue('electrical');
    expect(screen.getByRole('radio', { name: 'Normal' })).toBeChecked();
    screen.getByRole('radio', { name: 'Urgent' }).click();
    const text = screen.getByRole('textbox', { name: 'What is wrong?' });
    fireEvent.change(text, { target: { value: '  The window does not close.  ' } });
    send.click();
    expect(await screen.findByText('Your note was sent to the admins.')).toBeVisible();
    expect(callsTo('reportDoorProblem')).toEqual([
      [
        'reportDoorProblem',
        {
          params: { code },
          body: { category: 'electrical', urgency: 'urgent', text: 'The window does not close.' },
        },
      ],
    ]);
    // Sent, the form starts again for the next problem.
    expect(text).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Normal' })).toBeChecked();
  });

  it('says plainly when the code is another hostel’s or was replaced', async () => {
    serve(new ApiError(404, 'unknown', undefined, 'door.unknown'));
    await openDoor('student');
    expect(
      await screen.findByText("This code is not one of your hostel's rooms, or it was replaced."),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send to the admins' })).toBeNull());
  });
});
