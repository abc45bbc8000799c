import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { screen, waitFor } from '@testing-library/react';

import type { KeeperRow } from '#shared/domain';
import type { DataOf } from '#web/api/client';
import { makeTestUser, renderPage } from '#web/test/render-page';

import { api } from '../../../test/api-mock';
import { makeRequest } from '../test-requests';
import RoomkeeperDashboard from './roomkeeper-dashboard';

vi.mock('../../../api/client', () => import('../../../test/api-mock'));

// Every opening of a time list renders its 288 options, about a second in jsdom on an idle machine and
// several under load: the budget is for that work, not for waiting on anything.
vi.setConfig({ testTimeout: 30_000 });

// The dialogs are lazy chunks. Compiled on first open, they could outlast findBy's second on a busy
// machine; loaded here, opening one waits for React only.
beforeAll(() => Promise.all([import('./complete-dialog'), import('../reject-dialog')]));

type DashboardData = DataOf<'roomkeeperDashboard'>;

function answer(data: KeeperRow[]): DashboardData {
  return { requests: 4, complaints: 1, scheduled: data.length, data };
}

function serve(dashboards: DashboardData[]) {
  let served = 0;
  api.mockImplementation((routeId) => {
    if (routeId !== 'roomkeeperDashboard') return Promise.resolve({ status: 200, data: {} });
    const data = dashboards[Math.min(served, dashboards.length - 1)];
    served += 1;
    return Promise.resolve({ status: 200, data });
  });
}

const page = () => createWrapper(document.body);
const content = () => page().findModal()!.findContent();
const submitButton = () => page().findModal()!.findFooter()!.findAllButtons()[1]!;
const callsTo = (routeId: string) => api.mock.calls.filter(([id]) => id === routeId);
/** The errors of the two times (the dialog's first fields; its photos' field follows). */
const errors = () =>
  content()
    .findAllFormFields()
    .slice(0, 2)
    .map((field) => field.findError()?.getElement().textContent ?? '');

/** Picks from the open list, as a click does; typing to filter it is its own test below. */
function chooseTime(index: number, time: string) {
  const select = content().findAllSelects()[index]!;
  select.openDropdown();
  select.selectOptionByValue(time);
}

async function openComplete() {
  (await screen.findByRole('button', { name: 'Mark As Completed' })).click();
  await waitFor(() => expect(page().findModal()).not.toBeNull());
}

const row = (overrides = {}): KeeperRow => ({
  request: makeRequest({ requestStatus: 'Scheduled', studentName: 'Sam Student', ...overrides }),
  studentData: { email: 'sam@demo.hostel', phone: '555-0199' },
});

beforeEach(() => {
  api.mockReset();
});

describe('roomkeeper dashboard', () => {
  it('shows the spec empty state and links the complaints counter', async () => {
    // Prepare
    serve([answer([])]);
    // Act
    await renderPage(<RoomkeeperDashboard />, { user: makeTestUser('roomkeeper') });
    // Assess
    expect(await screen.findByText('No Pending Clean-Request!')).toBeInTheDocument();
    expect(screen.getByText('Complaints Lodged')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1' })).toHaveAttribute('href', '/complaints');
    expect(callsTo('roomkeeperDashboard')).toEqual([
      ['roomkeeperDashboard', { query: { cursor: undefined } }],
    ]);
  });

  it('lists scheduled requests with the student contact and only keeper actions', async () => {
    // Prepare
    serve([answer([row()])]);
    // Act
    await renderPage(<RoomkeeperDashboard />, { user: makeTestUser('roomkeeper') });
    // Assess
    expect(await screen.findByRole('link', { name: 'sam@demo.hostel' })).toHaveAttribute(
      'href',
      'mailto:sam@demo.hostel',
    );
    expect(screen.getByRole('link', { name: '555-0199' })).toHaveAttribute('href', 'tel:555-0199');
    expect(screen.getByRole('button', { name: 'Mark As Completed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject Request' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Allot' })).toBeNull();
    expect(screen.queryByRole('button', { name: /delete/i })).toBeNull();
  });

  it('requires both times', async () => {
    // Prepare
    serve([answer([row()])]);
    await renderPage(<RoomkeeperDashboard />, { user: makeTestUser('roomkeeper') });
    await openComplete();
    // Act: nothing chosen
    submitButton().click();
    // Assess
    await waitFor(() => expect(errors()).toEqual(['Time-In is required', 'Time-Out is required']));
    expect(callsTo('completeRequest')).toEqual([]);
  });

  it('warns and blocks while Time-In is not before Time-Out', async () => {
    // Prepare
    serve([answer([row()])]);
    await renderPage(<RoomkeeperDashboard />, { user: makeTestUser('roomkeeper') });
    await openComplete();
    // Act: the same time twice
    chooseTime(0, '10:00');
    chooseTime(1, '10:00');
    // Assess
    expect(await screen.findByText('Time-In should be greater than Time-Out')).toBeInTheDocument();
    expect(errors()).toEqual(['', '']);
    expect(submitButton().getElement()).toBeDisabled();
    expect(callsTo('completeRequest')).toEqual([]);
  });

  it('sends the times as HH:mm and reloads the dashboard', async () => {
    // Prepare
    const scheduled = row();
    serve([answer([scheduled]), answer([])]);
    await renderPage(<RoomkeeperDashboard />, { user: makeTestUser('roomkeeper') });
    await openComplete();
    // Act
    chooseTime(0, '09:05');
    chooseTime(1, '09:50');
    submitButton().click();
    // Assess
    expect(await screen.findByText('Request marked as completed.')).toBeInTheDocument();
    expect(callsTo('completeRequest')).toEqual([
      ['completeRequest', { body: { id: scheduled.request._id, timeIn: '09:05', timeOut: '09:50' } }],
    ]);
    expect(await screen.findByText('No Pending Clean-Request!')).toBeInTheDocument();
    expect(callsTo('roomkeeperDashboard')).toHaveLength(2);
  });

  it('offers times in 5-minute steps only', async () => {
    // Prepare
    serve([answer([row()])]);
    await renderPage(<RoomkeeperDashboard />, { user: makeTestUser('roomkeeper') });
    await openComplete();
    const select = content().findAllSelects()[0]!;
    // Act
    select.openDropdown();
    select.findFilteringInput()!.setInputValue('14:');
    // Assess
    const shown = select
      .findDropdown()
      .findOptions()
      .map((option) => option.getElement().textContent);
    expect(shown).toEqual([
      '14:00',
      '14:05',
      '14:10',
      '14:15',
      '14:20',
      '14:25',
      '14:30',
      '14:35',
      '14:40',
      '14:45',
      '14:50',
      '14:55',
    ]);
  });

  it('offers Start, then Done without Mark As Completed: the phone’s one set of actions', async () => {
    // Prepare
    const scheduled = row();
    const started = {
      ...scheduled,
      request: { ...scheduled.request, startedAt: '2030-05-14T09:05:00.000Z' },
    };
    serve([answer([scheduled]), answer([started])]);
    await renderPage(<RoomkeeperDashboard />, { user: makeTestUser('roomkeeper') });
    // Act
    (await screen.findByRole('button', { name: 'Start' })).click();
    // Assess
    expect(await screen.findByRole('button', { name: 'Done' })).toBeInTheDocument();
    expect(callsTo('startRequest')).toEqual([
      [
        'startRequest',
        { body: { id: scheduled.request._id, actionId: expect.any(String), at: expect.any(String) } },
      ],
    ]);
    expect(screen.queryByRole('button', { name: 'Mark As Completed' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reject Request' })).toBeInTheDocument();
  });

  it('Reject Request asks why as Can’t clean does, and a reason of one’s own is required', async () => {
    // Prepare
    const scheduled = row();
    serve([answer([scheduled]), answer([])]);
    await renderPage(<RoomkeeperDashboard />, { user: makeTestUser('roomkeeper') });
    (await screen.findByRole('button', { name: 'Reject Request' })).click();
    await waitFor(() => expect(page().findModal()).not.toBeNull());
    content().findRadioGroup()!.findInputByValue('other')!.click();
    // Act
    submitButton().click();
    await screen.findByText('Reason is Required!');
    content().findTextarea()!.setTextareaValue('Student not in');
    submitButton().click();
    // Assess
    expect(await screen.findByText('The request went back to the admin.')).toBeInTheDocument();
    expect(callsTo('rejectRequest')).toEqual([
      [
        'rejectRequest',
        {
          body: {
            id: scheduled.request._id,
            actionId: expect.any(String),
            at: expect.any(String),
            reason: 'other',
            message: 'Student not in',
          },
        },
      ],
    ]);
    await waitFor(() => expect(callsTo('roomkeeperDashboard')).toHaveLength(2));
  });
});
