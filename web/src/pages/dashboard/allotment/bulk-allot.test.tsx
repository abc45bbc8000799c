import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { screen, waitFor } from '@testing-library/react';

import type { PendingRequest } from '#shared/domain';
import type { DataOf } from '#web/api/client';
import { makeTestUser, renderPage } from '#web/test/render-page';

import { api } from '../../../test/api-mock';
import AdminDashboard from '../admin/admin-dashboard';
import { makeRequest, noneOverdue } from '../test-requests';

vi.mock('../../../api/client', () => import('../../../test/api-mock'));

// The preview is a modal with a table of selects over the dashboard's table: rendering work in jsdom.
vi.setConfig({ testTimeout: 30_000 });

beforeAll(() => Promise.all([import('./bulk-allot-dialog'), import('./allot-dialog')]));

const kim = { _id: '20000000-0000-4000-8000-000000000001', name: 'Kim Keeper' };
const lee = { _id: '20000000-0000-4000-8000-000000000002', name: 'Lee Keeper' };

type Plan = DataOf<'allotPlan'>;
type Results = DataOf<'bulkAllot'>;
type Schedule = DataOf<'schedule'>;

const dashboard = (data: PendingRequest[]): DataOf<'adminDashboard'> => ({
  requests: 0,
  students: 3,
  roomkeepers: 2,
  awaiting: 0,
  data,
});

const planned = (request: PendingRequest, roomKeeperId: string, offKeeperIds: string[] = []) => ({
  id: request._id,
  room: request.room,
  floor: request.floor,
  date: request.date,
  time: request.time,
  studentName: request.studentName,
  roomKeeperId,
  offKeeperIds,
  ...(request.roomPlace ? { roomPlace: request.roomPlace } : {}),
});

/** The hostel's floors as `GET /api/rooms` lists them: where the buildings' names are spelled. */
const floorOf = (building: string, floor: string) => ({ building, floor, rooms: 3, outOfService: 0 });
const rooms = { data: [], floors: [floorOf('Annex', '1'), floorOf('Main', '1'), floorOf('Main', '2')] };

function serve(requests: PendingRequest[], plan: Plan, results: Results, schedule: Schedule = []) {
  api.mockImplementation((routeId) => {
    const answers: Record<string, unknown> = {
      adminDashboard: dashboard(requests),
      listRoomkeepers: [kim, lee],
      allotPlan: plan,
      bulkAllot: results,
      overdueRequests: noneOverdue,
      listRooms: rooms,
      schedule,
    };
    return Promise.resolve({ status: 200, data: answers[routeId] ?? {} });
  });
}

const page = () => createWrapper(document.body);
const modal = () => page().findModal()!;
const submitButton = () => modal().findFooter()!.findAllButtons()[1]!;
const bodyOf = (routeId: string) => api.mock.calls.find(([id]) => id === routeId)?.[1];

/** Selects the dashboard's first rows (1-based, in the order served) and presses a bulk action. */
async function selectAndOpen(count: number, action: string) {
  // The pending table is a chunk of its own (issue 28): found once it has loaded.
  await waitFor(() => expect(page().findTable()?.findRows().length).toBeGreaterThanOrEqual(count));
  const table = page().findTable()!;
  for (let row = 1; row <= count; row++) table.findRowSelectionArea(row)!.click();
  await waitFor(() => expect(screen.getByRole('button', { name: action })).toBeEnabled());
  screen.getByRole('button', { name: action }).click();
  await waitFor(() => expect(page().findModal()).not.toBeNull());
}

beforeEach(() => {
  api.mockReset();
});

describe('bulk allot on the admin dashboard', () => {
  it('auto-allots the selected requests after a preview the admin can change, and shows rows refused', async () => {
    // Prepare
    const [a, b, c] = [makeRequest(), makeRequest(), makeRequest()] as [
      PendingRequest,
      PendingRequest,
      PendingRequest,
    ];
    serve(
      [a, b, c],
      { rows: [planned(a, kim._id), planned(b, lee._id)], skipped: [] },
      {
        results: [
          { id: a._id, ok: false, code: 'workflow.notPending' },
          { id: b._id, ok: true, request: { ...b, history: [] } },
        ],
      },
    );
    await renderPage(<AdminDashboard />, { user: makeTestUser('admin') });

    // Act
    await selectAndOpen(2, 'Auto-allot');

    // Assess: the plan, one select per row
    expect(bodyOf('allotPlan')).toEqual({ body: { ids: [a._id, b._id] } });
    const selects = () => modal().findContent().findAllSelects();
    await waitFor(() => expect(selects()).toHaveLength(2));
    await waitFor(() =>
      expect(selects().map((select) => select.findTrigger().getElement().textContent)).toEqual([
        'Kim Keeper',
        'Lee Keeper',
      ]),
    );

    // Act: the admin moves the second row to Kim, then confirms
    selects()[1]!.openDropdown();
    selects()[1]!.selectOptionByValue(kim._id, { expandToViewport: true });
    submitButton().click();

    // Assess
    await screen.findByText('This request is no longer pending. Reload the page to see its current status.');
    expect(bodyOf('bulkAllot')).toEqual({
      body: {
        rows: [
          { id: a._id, roomKeeperId: kim._id },
          { id: b._id, roomKeeperId: kim._id },
        ],
      },
    });
    expect(screen.getByText('Allotted')).toBeInTheDocument();
    expect(screen.getByText(/Allotted: 1 of 2/)).toBeInTheDocument();
    expect(submitButton().getElement()).toHaveTextContent('Close');
  });

  it('allots all to one keeper, asking first when that keeper is off on a row’s date', async () => {
    // Prepare: Lee is off on the second request's date
    const [a, b] = [makeRequest({ date: '2030-06-01' }), makeRequest({ date: '2030-06-02' })] as [
      PendingRequest,
      PendingRequest,
    ];
    serve(
      [a, b],
      { rows: [planned(a, kim._id), planned(b, kim._id, [lee._id])], skipped: [] },
      {
        results: [
          { id: a._id, ok: true, request: { ...a, history: [] } },
          { id: b._id, ok: true, request: { ...b, history: [] } },
        ],
      },
    );
    await renderPage(<AdminDashboard />, { user: makeTestUser('admin') });
    await selectAndOpen(2, 'Allot to one roomkeeper');
    const allTo = modal().findContent().findFormField()!.findControl()!.findSelect()!;
    await waitFor(() => {
      allTo.openDropdown();
      expect(allTo.findDropdown().findOptions()).toHaveLength(2);
    });

    // Act
    allTo.selectOptionByValue(lee._id);
    submitButton().click();

    // Assess: a warning, and the action becomes "Allot anyway"
    expect(await screen.findByText('Some requests go to a roomkeeper on a day off:')).toBeInTheDocument();
    expect(bodyOf('bulkAllot')).toBeUndefined();
    expect(submitButton().getElement()).toHaveTextContent('Allot anyway');

    // Act
    submitButton().click();

    // Assess
    expect(await screen.findByText('Requests allotted: 2.')).toBeInTheDocument();
    expect(bodyOf('bulkAllot')).toEqual({
      body: {
        rows: [
          { id: a._id, roomKeeperId: lee._id },
          { id: b._id, roomKeeperId: lee._id },
        ],
      },
    });
  });
});

describe('the bulk plan’s days (issue 30)', () => {
  it('lists a keeper’s rooms of the day one line a building, by floor, in walking order', async () => {
    // Prepare: four requests served out of walking order, in two buildings, all for Kim that day.
    const on = (room: string, floor: string, place: string) =>
      makeRequest({ room, floor, date: '2030-06-01', roomPlace: place });
    const requests = [
      on('204', '2', 'main#000000002#000000204'),
      on('103', '1', 'main#000000001#000000103'),
      on('12', '1', 'annex#000000001#000000012'),
      on('101', '1', 'main#000000001#000000101'),
    ] as PendingRequest[];
    serve(
      requests,
      {
        rows: requests.map((request) => ({ ...planned(request, kim._id), minutes: 30 })),
        keepers: [{ _id: kim._id, date: '2030-06-01', minutes: 60, capacity: 420 }],
        skipped: [],
      },
      { results: [] },
      [
        { _id: 'x1', room: '202', floor: '2', time: '10:00', roomPlace: 'main#000000002#000000202' },
        { _id: 'x2', room: '11', floor: '1', time: '12:00', roomPlace: 'annex#000000001#000000011' },
        { _id: 'x3', room: '201', floor: '2', time: '15:00', roomPlace: 'main#000000002#000000201' },
      ],
    );
    await renderPage(<AdminDashboard />, { user: makeTestUser('admin') });

    // Act
    await selectAndOpen(4, 'Auto-allot');

    // Assess: Annex before Main; in Main floor 1 (101, then 103) before floor 2.
    const days = await screen.findByRole('region', { name: 'Minutes per roomkeeper' });
    await waitFor(() => expect(days).toHaveTextContent('Main · Floor 1'));
    expect(days).toHaveTextContent('180 of 420 min planned');
    expect([...days.querySelectorAll('ul ul li')].map((line) => line.textContent)).toEqual([
      'Annex · Floor 1: rooms 12',
      'Main · Floor 1: rooms 101, 103 · Floor 2: rooms 204',
    ]);
    // Kim's rooms of that day are read only when the admin asks for them.
    expect(bodyOf('schedule')).toBeUndefined();

    // Act
    const already = page().findModal()!.findContent().findExpandableSection()!;
    already.findExpandButton().click();

    // Assess: the rooms Kim already has, grouped the same way.
    await waitFor(() => expect(already.findContent().getElement()).toHaveTextContent('Main · Floor 2'));
    expect(bodyOf('schedule')).toEqual({ query: { roomKeeper: kim._id, date: '2030-06-01' } });
    const lines = already.findContent().getElement().querySelectorAll('li');
    expect([...lines].map((line) => line.textContent)).toEqual([
      'Annex · Floor 1: rooms 11',
      'Main · Floor 2: rooms 201, 202',
    ]);
  });
});

describe('the allot dialog', () => {
  it('marks a keeper on a day off and asks before allotting to them', async () => {
    // Prepare
    const request = makeRequest();
    const options = [
      { ...kim, scheduled: 0, floors: [], completedThisWeek: 0, off: false, suggested: true },
      { ...lee, scheduled: 0, floors: [], completedThisWeek: 0, off: true, suggested: false },
    ];
    api.mockImplementation((routeId) =>
      Promise.resolve({
        status: 200,
        data: {
          adminDashboard: dashboard([request]),
          allotOptions: options,
          overdueRequests: noneOverdue,
        }[routeId as string],
      }),
    );
    await renderPage(<AdminDashboard />, { user: makeTestUser('admin') });
    await screen.findByRole('button', { name: 'Allot' });
    screen.getByRole('button', { name: 'Allot' }).click();
    await waitFor(() => expect(page().findModal()).not.toBeNull());
    const select = modal().findContent().findSelect()!;
    await waitFor(() => {
      select.openDropdown();
      expect(select.findDropdown().findOptions()).toHaveLength(2);
    });
    expect(select.findDropdown().findOptions()[1]!.getElement()).toHaveTextContent('Day off');

    // Act
    select.selectOptionByValue(lee._id);
    submitButton().click();

    // Assess
    expect(await screen.findByText(/Lee Keeper marked .* as a day off\./)).toBeInTheDocument();
    expect(api.mock.calls.some(([id]) => id === 'allotRequest')).toBe(false);
    submitButton().click();
    await waitFor(() => expect(api.mock.calls.some(([id]) => id === 'allotRequest')).toBe(true));
  });
});
