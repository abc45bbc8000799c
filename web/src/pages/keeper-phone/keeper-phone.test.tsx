import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { screen, waitFor } from '@testing-library/react';

import type { KeeperRow } from '#shared/domain';
import type { DataOf } from '#web/api/client';
import { localToday } from '#web/components/format';
import { api } from '#web/test/api-mock';
import { expectContactLinks } from '#web/test/contact-links';
import { onAPhone } from '#web/test/phone-window';
import { makeTestUser, renderPage } from '#web/test/render-page';

import RoomkeeperDashboard from '../dashboard/roomkeeper/roomkeeper-dashboard';
import { makeRequest } from '../dashboard/test-requests';

vi.mock('#web/api/client', () => import('#web/test/api-mock'));

// The cards and the Can't clean dialog are loaded before the tests, so none waits on a compile.
beforeAll(() => Promise.all([import('./keeper-cards'), import('./cant-clean-dialog')]));

onAPhone();
beforeEach(() => api.mockReset());

const row = (overrides = {}): KeeperRow => ({
  request: makeRequest({ requestStatus: 'Scheduled', studentName: 'Sam Student', ...overrides }),
  studentData: { email: 'sam@demo.hostel', phone: '555-0199' },
});

function serve(rows: KeeperRow[]) {
  api.mockImplementation((routeId) => {
    if (routeId !== 'roomkeeperDashboard') return Promise.resolve({ status: 200, data: {} });
    const data: DataOf<'roomkeeperDashboard'> = {
      requests: 0,
      complaints: 0,
      scheduled: rows.length,
      data: rows,
    };
    return Promise.resolve({ status: 200, data });
  });
}

const callsTo = (routeId: string) => api.mock.calls.filter(([id]) => id === routeId);

describe('roomkeeper dashboard on a phone', () => {
  it('shows cards with tap-to-call and tap-to-mail instead of the table', async () => {
    serve([row({ date: localToday() })]);
    await renderPage(<RoomkeeperDashboard />, { user: makeTestUser('roomkeeper') });

    await expectContactLinks('Sam Student', { phone: '555-0199', email: 'sam@demo.hostel' });
    expect(screen.getByRole('heading', { name: /^Today/ })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    // One tap to Start; the spec's dialog stays, for giving or correcting the times.
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark As Completed' })).toBeInTheDocument();
  });

  it("puts the student's note in the card's summary, beside the time", async () => {
    serve([row({ date: localToday(), time: '09:15', message: 'Door code 4711' })]);
    await renderPage(<RoomkeeperDashboard />, { user: makeTestUser('roomkeeper') });

    expect(await screen.findByText('at 09:15 · Door code 4711')).toBeInTheDocument();
  });

  it('sends Start with an action id and the tap time', async () => {
    const scheduled = row();
    serve([scheduled]);
    await renderPage(<RoomkeeperDashboard />, { user: makeTestUser('roomkeeper') });

    (await screen.findByRole('button', { name: 'Start' })).click();

    expect(await screen.findByText('Cleaning started.')).toBeInTheDocument();
    expect(callsTo('startRequest')).toEqual([
      [
        'startRequest',
        { body: { id: scheduled.request._id, actionId: expect.any(String), at: expect.any(String) } },
      ],
    ]);
  });

  it('shows Done for a started request, and Can’t clean sends the reason picked', async () => {
    const started = row({ startedAt: '2030-05-14T09:05:00.000Z' });
    serve([started]);
    await renderPage(<RoomkeeperDashboard />, { user: makeTestUser('roomkeeper') });

    expect(await screen.findByRole('button', { name: 'Done' })).toBeInTheDocument();
    expect(screen.getByText('In progress')).toBeInTheDocument();
    // After Start, Done records the times: the spec's dialog is for a clean not started here.
    expect(screen.queryByRole('button', { name: 'Mark As Completed' })).toBeNull();
    screen.getByRole('button', { name: "Can't clean" }).click();
    await waitFor(() => expect(createWrapper(document.body).findModal()).not.toBeNull());
    createWrapper(document.body)
      .findModal()!
      .findContent()
      .findRadioGroup()!
      .findInputByValue('skipAsked')!
      .click();
    screen.getByRole('button', { name: 'Give back to the admin' }).click();

    expect(await screen.findByText('The request went back to the admin.')).toBeInTheDocument();
    expect(callsTo('rejectRequest')).toEqual([
      [
        'rejectRequest',
        {
          body: {
            id: started.request._id,
            actionId: expect.any(String),
            at: expect.any(String),
            reason: 'skipAsked',
            message: 'Student asked to skip',
          },
        },
      ],
    ]);
  });
});
