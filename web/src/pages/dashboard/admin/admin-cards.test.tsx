/**
 * The admin's dashboard on a phone (issue 28): below 688 px one card per pending request and no table:
 * status first, room and floor, date and time, the student and message, why it came back, a keeper
 * select with the plan's suggestion preselected, and Allot (straight to that keeper) and Reject.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { PendingRequest } from '#shared/domain';
import type { DataOf } from '#web/api/client';
import { onAPhone, stubWindow } from '#web/test/phone-window';
import { makeTestUser, renderPage } from '#web/test/render-page';

import { api } from '../../../test/api-mock';
import { makeRequest } from '../test-requests';
import AdminDashboard from './admin-dashboard';

vi.mock('../../../api/client', () => import('../../../test/api-mock'));
vi.setConfig({ testTimeout: 30_000 });
// The lists are lazy chunks too (the cards below 688 px, the table above): loaded here, as the dialogs.
beforeAll(() =>
  Promise.all([import('../reject-dialog'), import('./admin-cards'), import('./pending-table')]),
);

onAPhone();
beforeEach(() => api.mockReset());

const kim = '20000000-0000-4000-8000-000000000001';
const lee = '20000000-0000-4000-8000-000000000002';
const keepers = [
  { _id: kim, name: 'Kim Keeper' },
  { _id: lee, name: 'Lee Keeper' },
];

const first = makeRequest({
  date: '2030-06-02',
  time: '08:00',
  studentName: 'Ana Park',
  message: 'Door code 4711',
});
const turned = makeRequest({ date: '2030-06-03', time: '10:30', floor: '2' });
const back = { name: 'Kim Keeper', message: 'Room locked' };
const rows: PendingRequest[] = [first, { ...turned, rejectData: back }];

/** The plan suggests Lee for the first request and Kim for the second; Lee is off on the second's date. */
function plan(ids: string[]): DataOf<'allotPlan'> {
  return {
    rows: ids.map((id) => ({
      id,
      room: '1',
      floor: '1',
      date: '2030-06-02',
      time: '08:00',
      studentName: 'x',
      roomKeeperId: id === first._id ? lee : kim,
      offKeeperIds: id === first._id ? [] : [lee],
    })),
    skipped: [],
  };
}

function serve(dashboards: PendingRequest[][]) {
  let served = 0;
  api.mockImplementation((routeId, options) => {
    const ok = (data: unknown) => Promise.resolve({ status: 200, data } as never);
    switch (routeId) {
      case 'adminDashboard':
        served += 1;
        return ok({
          requests: 7,
          students: 12,
          roomkeepers: 2,
          awaiting: 0,
          data: dashboards[Math.min(served - 1, dashboards.length - 1)],
        });
      case 'listRoomkeepers':
        return ok(keepers);
      case 'allotPlan':
        return ok(plan((options as unknown as { body: { ids: string[] } }).body.ids));
      case 'overdueRequests':
        return ok({ count: 0, more: false, pendingBefore: '', scheduledBefore: '', items: [] });
      default:
        return ok({});
    }
  });
}

const callsTo = (routeId: string) => api.mock.calls.filter(([id]) => id === routeId);
const cardOf = async (text: string) =>
  (await screen.findByText(text, { exact: false })).closest('li') as HTMLElement;

describe('admin dashboard on a phone', () => {
  it('shows a card per request, status first, with who and why, and no table', async () => {
    // Prepare
    serve([rows]);
    // Act
    await renderPage(<AdminDashboard />, { user: makeTestUser('admin') });
    // Assess
    const card = await cardOf('Ana Park');
    const heading = within(card).getAllByRole('heading')[0]!;
    expect(heading).toHaveTextContent('Pending');
    expect(card.textContent!.indexOf('Pending')).toBeLessThan(card.textContent!.indexOf('Room'));
    expect(card).toHaveTextContent(`Room ${first.room}, floor 1`);
    expect(within(card).getByRole('link', { name: /Jun 2, 2030 · 08:00/ })).toBeInTheDocument();
    expect(card).toHaveTextContent('Door code 4711');
    expect(within(card).getByRole('button', { name: 'Allot' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Reject Request' })).toBeInTheDocument();
    const other = (await screen.findByText('Turned back by Kim Keeper: Room locked')).closest('li')!;
    expect(within(other).getByRole('button', { name: 'Re-Allot' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("preselects each card's suggestion from one plan for all the cards, and marks it and days off", async () => {
    // Prepare
    serve([rows]);
    // Act
    await renderPage(<AdminDashboard />, { user: makeTestUser('admin') });
    // Assess
    const card = await cardOf('Ana Park');
    const select = within(card).getByRole('combobox', { name: 'RoomKeeper Name' });
    await waitFor(() => expect(select).toHaveValue(lee));
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a roomkeeper', 'Kim Keeper', 'Lee Keeper · Suggested']);
    const other = (await screen.findByText('Turned back by Kim Keeper: Room locked')).closest('li')!;
    const otherSelect = within(other).getByRole('combobox', { name: 'RoomKeeper Name' });
    expect(otherSelect).toHaveValue(kim);
    expect(within(otherSelect).getByRole('option', { name: 'Lee Keeper · Day off' })).toBeInTheDocument();
    expect(callsTo('allotPlan')).toEqual([['allotPlan', { body: { ids: [first._id, turned._id] } }]]);
    expect(callsTo('listRoomkeepers')).toHaveLength(1);
  });

  it('allots to the preselected keeper with one tap and reloads', async () => {
    // Prepare
    serve([rows, [rows[1]!]]);
    await renderPage(<AdminDashboard />, { user: makeTestUser('admin') });
    const card = await cardOf('Ana Park');
    await waitFor(() => expect(within(card).getByRole('combobox')).toHaveValue(lee));
    // Act
    await userEvent.click(within(card).getByRole('button', { name: 'Allot' }));
    // Assess
    expect(await screen.findByText('Request allotted to Lee Keeper.')).toBeInTheDocument();
    expect(callsTo('allotRequest')).toEqual([
      ['allotRequest', { body: { id: first._id, roomKeeperId: lee } }],
    ]);
    await waitFor(() => expect(screen.queryByText('Ana Park')).toBeNull());
  });

  it('allots to another keeper chosen on the card, asking first when they are off that day', async () => {
    // Prepare
    serve([rows]);
    await renderPage(<AdminDashboard />, { user: makeTestUser('admin') });
    const card = (await screen.findByText('Turned back by Kim Keeper: Room locked')).closest('li')!;
    const select = within(card).getByRole('combobox', { name: 'RoomKeeper Name' });
    await waitFor(() => expect(select).toHaveValue(kim));
    // Act
    await userEvent.selectOptions(select, lee);
    await userEvent.click(within(card).getByRole('button', { name: 'Re-Allot' }));
    // Assess: warned, nothing sent; a second tap allots anyway.
    expect(within(card).getByText(/Lee Keeper marked .* as a day off\./)).toBeInTheDocument();
    expect(callsTo('allotRequest')).toEqual([]);
    await userEvent.click(within(card).getByRole('button', { name: 'Re-Allot' }));
    await waitFor(() =>
      expect(callsTo('allotRequest')).toEqual([
        ['allotRequest', { body: { id: turned._id, roomKeeperId: lee } }],
      ]),
    );
  });

  it("opens the reject dialog from a card, as the table's button does", async () => {
    // Prepare
    serve([rows]);
    await renderPage(<AdminDashboard />, { user: makeTestUser('admin') });
    const card = await cardOf('Ana Park');
    // Act
    await userEvent.click(within(card).getByRole('button', { name: 'Reject Request' }));
    // Assess
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it("ticks cards for the bulk allotment, as the table's checkboxes do", async () => {
    // Prepare
    serve([rows]);
    await renderPage(<AdminDashboard />, { user: makeTestUser('admin') });
    await cardOf('Ana Park');
    const auto = screen.getByRole('button', { name: 'Auto-allot' });
    expect(auto).toBeDisabled();
    // Act
    await userEvent.click(
      screen.getByRole('checkbox', { name: `Select the request of room ${first.room} on Jun 2, 2030` }),
    );
    // Assess
    expect(auto).toBeEnabled();
  });

  it('renders the table, and plans nothing, on a wide screen', async () => {
    // Prepare
    stubWindow(false);
    serve([rows]);
    // Act
    await renderPage(<AdminDashboard />, { user: makeTestUser('admin') });
    // Assess
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'RoomKeeper Name' })).toBeNull();
    expect(callsTo('allotPlan')).toEqual([]);
  });
});
