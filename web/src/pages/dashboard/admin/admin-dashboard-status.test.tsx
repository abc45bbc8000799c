import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { screen, waitFor } from '@testing-library/react';

import type { DataOf } from '#web/api/client';
import { makeTestUser, renderPage } from '#web/test/render-page';

import { api } from '../../../test/api-mock';
import { makeRequest, noneOverdue } from '../test-requests';
import AdminDashboard from './admin-dashboard';

vi.mock('../../../api/client', () => import('../../../test/api-mock'));

vi.setConfig({ testTimeout: 30_000 });
// The pending table is a lazy chunk (wider than 688 px): loaded here, so a test waits for React only.
beforeAll(() => import('./pending-table'));

const pending = makeRequest({ studentName: 'Priya Patel', message: 'Door code 4711' });
const started = makeRequest({
  requestStatus: 'Scheduled',
  studentName: 'Sam Started',
  roomkeeper: 'Kim Keeper',
  startedAt: '2030-05-14T09:35:00.000Z',
});
const waiting = makeRequest({
  requestStatus: 'Scheduled',
  studentName: 'Wes Waiting',
  roomkeeper: 'Kim Keeper',
});

const dashboard: DataOf<'adminDashboard'> = {
  requests: 0,
  students: 3,
  roomkeepers: 1,
  awaiting: 0,
  data: [pending],
};
beforeEach(() => {
  api.mockReset();
  api.mockImplementation((routeId) => {
    const data =
      routeId === 'adminDashboard'
        ? dashboard
        : routeId === 'overdueRequests'
          ? noneOverdue
          : routeId === 'listRequests'
            ? { items: [started, waiting] }
            : {};
    return Promise.resolve({ status: 200, data });
  });
});

/** The dashboard answers these pending requests instead. */
function dashboardWith(data: DataOf<'adminDashboard'>['data']) {
  const fallback = api.getMockImplementation()!;
  api.mockImplementation((routeId, options) =>
    routeId === 'adminDashboard'
      ? Promise.resolve({ status: 200, data: { ...dashboard, data } })
      : fallback(routeId, options),
  );
}

const chooseStatus = (value: string) =>
  createWrapper(document.body).findRadioGroup()!.findInputByValue(value)!.click();

describe('the admin dashboard’s pending table', () => {
  it('shows who asked and their message beside the spec columns', async () => {
    await renderPage(<AdminDashboard />, { user: makeTestUser('admin') });

    expect(await screen.findByText('Priya Patel')).toBeInTheDocument();
    expect(screen.getByText('Door code 4711')).toBeInTheDocument();
    const headers = createWrapper(document.body)
      .findTable()!
      .findColumnHeaders()
      .map((header) => header.getElement().textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['Room', 'Floor', 'Date', 'Time Requested', 'Student', 'Message', 'Actions']),
    );
  });

  it('filters by status: In progress shows the started Scheduled requests only', async () => {
    await renderPage(<AdminDashboard />, { user: makeTestUser('admin') });
    await screen.findByText('Priya Patel');

    chooseStatus('inProgress');

    expect(await screen.findByText('Sam Started')).toBeInTheDocument();
    expect(screen.queryByText('Wes Waiting')).toBeNull();
    expect(screen.queryByText('Priya Patel')).toBeNull();
    expect(api.mock.calls.filter(([id]) => id === 'listRequests')).toEqual([
      ['listRequests', { query: { status: 'Scheduled', cursor: undefined } }],
    ]);

    chooseStatus('Scheduled');
    expect(await screen.findByText('Wes Waiting')).toBeInTheDocument();
    expect(screen.getByText('Sam Started')).toBeInTheDocument();

    chooseStatus('Pending');
    await waitFor(() => expect(screen.getByText('Priya Patel')).toBeInTheDocument());
  });

  it('names the reason a keeper picked, and says when a removed keeper’s request was released', async () => {
    // Prepare
    const noAccess = { name: 'Maria Keeper', message: 'No access', code: 'noAccess' as const };
    const released = {
      name: 'Kit Keeper',
      message: 'Roomkeeper removed from the hostel',
      released: true as const,
    };
    dashboardWith([
      { ...makeRequest({ rejectReason: noAccess }), rejectData: noAccess },
      { ...makeRequest({ rejectReason: released }), rejectData: released },
    ]);
    // Act
    await renderPage(<AdminDashboard />, { user: makeTestUser('admin') });
    // Assess
    expect(await screen.findByText('Turned back by Maria Keeper: No access')).toBeInTheDocument();
    expect(screen.getByText('Released: keeper Kit Keeper removed')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Re-Allot' })).toHaveLength(2);
    expect(screen.queryByText(/Rejected by/)).not.toBeInTheDocument();
  });
});
