import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { screen, waitFor } from '@testing-library/react';

import type { StudentRequest } from '#shared/domain';
import { defaultRules } from '#shared/request-rules';
import type { DataOf } from '#web/api/client';
import { makeTestUser, renderPage } from '#web/test/render-page';

import { api } from '../../../test/api-mock';
import { makeRequest } from '../test-requests';
import StudentDashboard from './student-dashboard';

vi.mock('../../../api/client', () => import('../../../test/api-mock'));

// The delete dialog is a lazy chunk. Compiled on first open, it could outlast findBy's second on a busy
// machine; loaded here, opening it waits for React only.
beforeAll(() => Promise.all([import('./delete-dialog'), import('./cancel-dialog')]));

type DashboardData = DataOf<'studentDashboard'>;

// The hostel's rules as the dashboard reads them (issue 28: the cutoff of a student's changes).
let rules = defaultRules;

function answer(data: StudentRequest[]): DashboardData {
  return { requests: 5, scheduled: 1, completed: 3, data };
}

function serve(dashboards: DashboardData[]) {
  let served = 0;
  api.mockImplementation((routeId) => {
    if (routeId === 'requestRules') return Promise.resolve({ status: 200, data: rules });
    if (routeId !== 'studentDashboard') return Promise.resolve({ status: 200, data: { _id: 'x' } });
    const data = dashboards[Math.min(served, dashboards.length - 1)];
    served += 1;
    return Promise.resolve({ status: 200, data });
  });
}

const page = () => createWrapper(document.body);
const callsTo = (routeId: string) => api.mock.calls.filter(([id]) => id === routeId);

beforeEach(() => {
  api.mockReset();
  rules = defaultRules;
});

describe('student dashboard', () => {
  it('shows the counters and, with nothing open, a Create Request link', async () => {
    // Prepare
    serve([answer([])]);
    // Act
    await renderPage(<StudentDashboard />, { user: makeTestUser('student') });
    // Assess
    expect(await screen.findByText('You have no open clean requests.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Request' })).toHaveAttribute('href', '/clean-requests');
    const counters = page()
      .findKeyValuePairs()!
      .findItems()
      .map((item) => [
        item.findLabel()!.getElement().textContent,
        item.findValue()!.getElement().textContent,
      ]);
    expect(counters).toEqual([
      ['Clean Requests', '5'],
      ['Scheduled Requests', '1'],
      ['Completed Requests', '3'],
    ]);
    expect(callsTo('studentDashboard')).toEqual([['studentDashboard']]);
  });

  it('shows the keeper or the spec placeholders, and Delete only for pending requests', async () => {
    // Prepare
    const pending = makeRequest({ date: '2030-07-01' });
    const scheduled: StudentRequest = {
      ...makeRequest({ requestStatus: 'Scheduled', date: '2030-07-02' }),
      roomkeeper: 'Kim Keeper',
      email: 'kim@demo.hostel',
      phone: '555-0142',
    };
    serve([answer([pending, scheduled])]);
    // Act
    await renderPage(<StudentDashboard />, { user: makeTestUser('student') });
    // Assess
    await screen.findByText('Kim Keeper');
    const rows = page()
      .findTable()!
      .findRows()
      .map((row) => row.getElement().textContent);
    expect(rows).toEqual([
      'No RoomKeeper AssignedN.A.Jul 1, 203009:30PendingChange date/time',
      'KKim Keeperkim@demo.hostel555-0142Jul 2, 203009:30ScheduledChange date/timeCancel',
    ]);
    expect(screen.getAllByRole('button', { name: /^Delete the request/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Delete the request for Jul 1, 2030' })).toBeInTheDocument();
  });

  it('confirms, shows the deleting state, then Successfully Deleted! and reloads', async () => {
    // Prepare
    const pending = makeRequest();
    let finish: (value: unknown) => void = () => undefined;
    serve([answer([pending]), answer([])]);
    const fallback = api.getMockImplementation()!;
    api.mockImplementation((routeId, options) =>
      routeId === 'deleteRequest'
        ? new Promise((resolve) => (finish = resolve)).then(() => ({
            status: 200,
            data: { _id: pending._id },
          }))
        : fallback(routeId, options),
    );
    await renderPage(<StudentDashboard />, { user: makeTestUser('student') });
    (await screen.findByRole('button', { name: /^Delete the request/ })).click();
    await waitFor(() => expect(page().findModal()).not.toBeNull());
    // Act
    page().findModal()!.findFooter()!.findAllButtons()[1]!.click();
    // Assess: in progress
    await waitFor(() =>
      expect(page().findModal()!.findContent().getElement()).toHaveTextContent('Request is deleting...'),
    );
    expect(callsTo('deleteRequest')).toEqual([['deleteRequest', { body: { id: pending._id } }]]);
    // Act: the server answers
    finish(undefined);
    // Assess
    expect(await screen.findByText('Successfully Deleted!')).toBeInTheDocument();
    expect(await screen.findByText('You have no open clean requests.')).toBeInTheDocument();
    expect(callsTo('studentDashboard')).toHaveLength(2);
    expect(page().findModal()).toBeNull();
  });

  it('offers Change date/time and, once Scheduled, Cancel until the cutoff, and says why not after it', async () => {
    // Prepare: one request far ahead, one within the hostel's 5-hour cutoff (the clock is the real one)
    rules = { ...defaultRules, changeCutoffHours: 5 };
    const soon = new Date(Date.now() + 3 * 3_600_000);
    const later = makeRequest({ requestStatus: 'Scheduled', date: '2030-07-02' });
    const near = makeRequest({
      requestStatus: 'Scheduled',
      date: soon.toISOString().slice(0, 10),
      time: soon.toISOString().slice(11, 16),
    });
    serve([answer([later, near])]);
    // Act
    await renderPage(<StudentDashboard />, { user: makeTestUser('student') });
    // Assess
    expect(await screen.findByRole('button', { name: 'Cancel your cleaning on Jul 2, 2030' })).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Change the date or time/ })).toHaveLength(1);
    expect(
      screen.getByText('Changes closed: your hostel takes them until 5 hours before the time.'),
    ).toBeVisible();
  });

  it('cancels a Scheduled request after asking, and reloads', async () => {
    // Prepare
    const scheduled = makeRequest({ requestStatus: 'Scheduled', date: '2030-07-02' });
    serve([answer([scheduled]), answer([])]);
    await renderPage(<StudentDashboard />, { user: makeTestUser('student') });
    (await screen.findByRole('button', { name: 'Cancel your cleaning on Jul 2, 2030' })).click();
    await waitFor(() => expect(page().findModal()).not.toBeNull());
    // Act
    page().findModal()!.findFooter()!.findAllButtons()[1]!.click();
    // Assess
    expect(await screen.findByText('Your cleaning on Jul 2, 2030 is cancelled.')).toBeInTheDocument();
    expect(callsTo('cancelRequest')).toEqual([['cancelRequest', { body: { id: scheduled._id } }]]);
    expect(await screen.findByText('You have no open clean requests.')).toBeInTheDocument();
  });
});
