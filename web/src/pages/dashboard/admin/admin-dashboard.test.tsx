import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { screen, waitFor } from '@testing-library/react';

import type { PendingRequest } from '#shared/domain';
import type { DataOf } from '#web/api/client';
import { makeTestUser, renderPage } from '#web/test/render-page';

import { api } from '../../../test/api-mock';
import { makeRequest, noneOverdue } from '../test-requests';
import AdminDashboard from './admin-dashboard';

vi.mock('../../../api/client', () => import('../../../test/api-mock'));

// A dialog with the keeper list and schedule over the dashboard's table is a second of rendering in
// jsdom on an idle machine and several under load: the budget is for that work, not for waiting.
vi.setConfig({ testTimeout: 30_000 });

// The dialogs are lazy chunks. Compiled on first open, they could outlast findBy's second on a busy
// machine; loaded here, opening one waits for React only.
// The pending table is a lazy chunk as well (wider than 688 px).
beforeAll(() =>
  Promise.all([import('../allotment/allot-dialog'), import('../reject-dialog'), import('./pending-table')]),
);

/** The keepers as the allot dialog gets them: least loaded first, one suggested. */
const keepers = [
  {
    _id: '20000000-0000-4000-8000-000000000001',
    name: 'Kim Keeper',
    scheduled: 0,
    floors: [],
    completedThisWeek: 2,
    off: false,
    suggested: true,
  },
  {
    _id: '20000000-0000-4000-8000-000000000002',
    name: 'Lee Keeper',
    scheduled: 2,
    floors: ['1', '3'],
    completedThisWeek: 1,
    rating: 4.5,
    off: false,
    suggested: false,
  },
];

type DashboardData = DataOf<'adminDashboard'>;

function answer(data: PendingRequest[]): DashboardData {
  return { requests: 7, students: 12, roomkeepers: 2, awaiting: 3, data };
}

/** Answers each route the page calls; `dashboards` are served in turn (the last one repeats). */
function serve(dashboards: DashboardData[], schedule: unknown[] = []) {
  let served = 0;
  api.mockImplementation((routeId) => {
    switch (routeId) {
      case 'adminDashboard': {
        const data = dashboards[Math.min(served, dashboards.length - 1)];
        served += 1;
        return Promise.resolve({ status: 200, data });
      }
      case 'allotOptions':
        return Promise.resolve({ status: 200, data: keepers });
      case 'schedule':
        return Promise.resolve({ status: 200, data: schedule });
      case 'overdueRequests':
        return Promise.resolve({ status: 200, data: noneOverdue });
      default:
        return Promise.resolve({ status: 200, data: {} });
    }
  });
}

const page = () => createWrapper(document.body);
const modal = () => page().findModal()!;
const content = () => modal().findContent();
const submitButton = () => modal().findFooter()!.findAllButtons()[1]!;
const callsTo = (routeId: string) => api.mock.calls.filter(([id]) => id === routeId);

async function openDialog(label: string) {
  await screen.findByRole('button', { name: label });
  screen.getByRole('button', { name: label }).click();
  await waitFor(() => expect(page().findModal()).not.toBeNull());
}

/** Opens the Allot dialog and waits for its keeper list (the two keepers served). */
async function openAllotWithKeepers() {
  await openDialog('Allot');
  const select = content().findSelect()!;
  await waitFor(() => {
    select.openDropdown();
    expect(select.findDropdown().findOptions()).toHaveLength(2);
  });
}

beforeEach(() => {
  api.mockReset();
});

describe('admin dashboard', () => {
  it('shows the counters and the spec empty state when nothing is pending', async () => {
    // Prepare
    serve([answer([])]);
    // Act
    await renderPage(<AdminDashboard />, { user: makeTestUser('admin') });
    // Assess
    expect(await screen.findByText("Your'e All Caught!")).toBeInTheDocument();
    const counters = page().findKeyValuePairs()!.findItems();
    expect(
      counters.map((item) => [
        item.findLabel()!.getElement().textContent,
        item.findValue()!.getElement().textContent,
      ]),
    ).toEqual([
      ['Students Registered', '12'],
      ['Roomkeepers Registered', '2'],
      ['Requests Completed', '7'],
      ['Waiting for approval', '3'],
    ]);
    expect(screen.getByRole('link', { name: '12' })).toHaveAttribute('href', '/manage/student#studentList');
    expect(screen.getByRole('link', { name: '3' })).toHaveAttribute('href', '/manage/student#waitingList');
    expect(screen.getByRole('link', { name: '2' })).toHaveAttribute(
      'href',
      '/manage/roomkeeper#roomkeeperList',
    );
    expect(screen.getByRole('link', { name: 'View Requests' })).toHaveAttribute('href', '/clean-requests');
    expect(callsTo('adminDashboard')).toEqual([['adminDashboard', { query: { cursor: undefined } }]]);
  });

  it('labels a turned-back request Re-Allot, saying who turned it back and why', async () => {
    // Prepare
    const rejected = makeRequest({ rejectReason: { name: 'Kim Keeper', message: 'Room locked' } });
    serve([answer([makeRequest(), { ...rejected, rejectData: rejected.rejectReason! }])]);
    // Act
    await renderPage(<AdminDashboard />, { user: makeTestUser('admin') });
    // Assess
    expect(await screen.findByRole('button', { name: 'Re-Allot' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Allot' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Reject Request' })).toHaveLength(2);
    expect(screen.getByText('Turned back by Kim Keeper: Room locked')).toBeInTheDocument();
  });

  it("marks a cleaning schedule's request after its room", async () => {
    // Prepare: one asked for, one a schedule made (issue 31)
    const regular = makeRequest({ room: '305', studentId: '', studentName: '', recurrenceId: 'rec-1' });
    serve([answer([makeRequest({ room: '306' }), regular])]);
    // Act
    await renderPage(<AdminDashboard />, { user: makeTestUser('admin') });
    // Assess
    const marks = await screen.findAllByRole('img', { name: 'Regular clean' });
    expect(marks).toHaveLength(1);
    expect(marks[0]!.closest('td')).toHaveTextContent('305');
  });

  it('keeps Allot disabled and says the keeper is required until one is chosen', async () => {
    // Prepare: no keeper suggested (say every one is off or turned it back), so none is preselected.
    serve([answer([makeRequest()])]);
    const fallback = api.getMockImplementation()!;
    const unsuggested = keepers.map((keeper) => ({ ...keeper, suggested: false }));
    api.mockImplementation((routeId, options) =>
      routeId === 'allotOptions'
        ? Promise.resolve({ status: 200, data: unsuggested })
        : fallback(routeId, options),
    );
    await renderPage(<AdminDashboard />, { user: makeTestUser('admin') });
    // Act
    await openDialog('Allot');
    const select = content().findSelect()!;
    select.findTrigger().focus();
    select.findTrigger().blur();
    // Assess
    await waitFor(() =>
      expect(content().findFormField()!.findError()!.getElement()).toHaveTextContent(
        'RoomKeeper Name is Required!',
      ),
    );
    expect(submitButton().getElement()).toBeDisabled();
    expect(modal().getElement()).toHaveTextContent('Choose a roomkeeper to see their schedule.');
    expect(callsTo('schedule')).toEqual([]);
  });

  it("offers the keepers with their load on the request's date and floor, one suggested", async () => {
    const request = makeRequest({ date: '2030-06-02', floor: '3' });
    serve([answer([request])]);
    await renderPage(<AdminDashboard />, { user: makeTestUser('admin') });

    await openAllotWithKeepers();

    expect(callsTo('allotOptions')).toEqual([
      ['allotOptions', { query: { date: '2030-06-02', floor: '3', request: request._id } }],
    ]);
    const options = content().findSelect()!.findDropdown().findOptions();
    expect(options.map((option) => option.getElement().textContent)).toEqual([
      'Kim KeeperSuggested0 requests that day · floors: none · 2 completed this week',
      'Lee Keeper2 requests that day · floors: 1, 3 · 1 completed this week★ 4.5',
    ]);
  });

  it("shows the chosen keeper's schedule for the date, allots and reloads the dashboard", async () => {
    // Prepare
    const request = makeRequest({ date: '2030-06-02' });
    serve([answer([request]), answer([])]);
    await renderPage(<AdminDashboard />, { user: makeTestUser('admin') });
    await openAllotWithKeepers();
    // Act
    content().findSelect()!.selectOptionByValue(keepers[1]!._id);
    // Assess: the schedule panel
    expect(await screen.findByText('No Alloted Requests!')).toBeInTheDocument();
    // Kim's first: the suggested keeper is chosen as the list arrives.
    expect(callsTo('schedule')).toEqual([
      ['schedule', { query: { roomKeeper: keepers[0]!._id, date: '2030-06-02' } }],
      ['schedule', { query: { roomKeeper: keepers[1]!._id, date: '2030-06-02' } }],
    ]);
    // Act: allot
    expect(submitButton().getElement()).toBeEnabled();
    submitButton().click();
    // Assess
    expect(await screen.findByText('Request allotted to Lee Keeper.')).toBeInTheDocument();
    expect(callsTo('allotRequest')).toEqual([
      ['allotRequest', { body: { id: request._id, roomKeeperId: keepers[1]!._id } }],
    ]);
    await waitFor(() => expect(callsTo('adminDashboard')).toHaveLength(2));
    expect(await screen.findByText("Your'e All Caught!")).toBeInTheDocument();
    expect(page().findModal()).toBeNull();
  });

  it('lists the keeper schedule when the keeper has work that day', async () => {
    // Prepare
    serve([answer([makeRequest()])], [{ _id: 'a', room: '204', floor: '2', time: '10:15' }]);
    await renderPage(<AdminDashboard />, { user: makeTestUser('admin') });
    await openAllotWithKeepers();
    // Act
    content().findSelect()!.selectOptionByValue(keepers[0]!._id);
    // Assess
    expect(await screen.findByText('room 204, floor 2')).toBeInTheDocument();
    expect(screen.getByText('10:15')).toBeInTheDocument();
    expect(screen.queryByText('No Alloted Requests!')).toBeNull();
  });

  it('requires a reason to reject and sends it', async () => {
    // Prepare
    const request = makeRequest();
    serve([answer([request])]);
    await renderPage(<AdminDashboard />, { user: makeTestUser('admin') });
    await openDialog('Reject Request');
    // Act: empty
    submitButton().click();
    // Assess
    expect(await screen.findByText('Reason is Required!')).toBeInTheDocument();
    expect(callsTo('rejectRequest')).toEqual([]);
    // Act: with a reason
    content().findTextarea()!.setTextareaValue('  Duplicate request ');
    submitButton().click();
    // Assess
    expect(await screen.findByText('Request rejected.')).toBeInTheDocument();
    expect(callsTo('rejectRequest')).toEqual([
      ['rejectRequest', { body: { id: request._id, message: 'Duplicate request' } }],
    ]);
    await waitFor(() => expect(callsTo('adminDashboard')).toHaveLength(2));
  });

  it('shows a failed action in the Flashbar and keeps the dialog open', async () => {
    // Prepare
    serve([answer([makeRequest()])]);
    const { ApiError } = await import('../../../api/api-error');
    // What the server answers an admin who rejects a request that is no longer open.
    const message = 'This request is already completed or rejected.';
    const refusal = new ApiError(409, message, undefined, 'workflow.notOpen');
    const fallback = api.getMockImplementation()!;
    api.mockImplementation((routeId, options) =>
      routeId === 'rejectRequest' ? Promise.reject(refusal) : fallback(routeId, options),
    );
    await renderPage(<AdminDashboard />, { user: makeTestUser('admin') });
    await openDialog('Reject Request');
    // Act
    content().findTextarea()!.setTextareaValue('No longer needed');
    submitButton().click();
    // Assess
    await waitFor(() =>
      expect(
        page()
          .findFlashbar()!
          .findItems()
          .map((item) => item.findContent()!.getElement().textContent),
      ).toEqual(['This request is already completed or rejected.']),
    );
    expect(page().findModal()).not.toBeNull();
    expect(callsTo('adminDashboard')).toHaveLength(1);
  });
});
