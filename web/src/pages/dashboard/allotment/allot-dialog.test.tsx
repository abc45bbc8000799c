import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { screen, waitFor, within } from '@testing-library/react';

import type { DataOf } from '#web/api/client';
import { makeTestUser, renderPage } from '#web/test/render-page';

import { api } from '../../../test/api-mock';
import { makeRequest } from '../test-requests';
import { AllotDialog } from './allot-dialog';

vi.mock('../../../api/client', () => import('../../../test/api-mock'));

vi.setConfig({ testTimeout: 30_000 });

const keeper = (id: string, name: string, suggested: boolean): DataOf<'allotOptions'>[number] => ({
  _id: `20000000-0000-4000-8000-00000000000${id}`,
  name,
  scheduled: 1,
  floors: [],
  completedThisWeek: 0,
  off: false,
  suggested,
});
const ada = keeper('1', 'Ada Keeper', false);
const bea = keeper('2', 'Bea Keeper', true);

const modal = () => createWrapper(document.body).findModal()!;
const select = () => modal().findContent().findSelect()!;
const submit = () => modal().findFooter()!.findAllButtons()[1]!;

beforeEach(() => {
  api.mockReset();
  api.mockImplementation((routeId) =>
    Promise.resolve({ status: 200, data: routeId === 'allotOptions' ? [ada, bea] : [] }),
  );
});

describe('the allot dialog', () => {
  it('chooses the suggested keeper as the list arrives, and the admin may choose another', async () => {
    // Prepare
    const request = makeRequest({
      rejectReason: { name: 'Ada Keeper', message: 'No access', code: 'noAccess' },
    });
    const onDone = vi.fn();
    // Act
    await renderPage(
      <AllotDialog
        request={{ ...request, rejectData: request.rejectReason! }}
        onDismiss={() => undefined}
        onDone={onDone}
      />,
      { user: makeTestUser('admin') },
    );
    // Assess: Bea, suggested, is chosen and her schedule asked for; Allot is ready.
    await waitFor(() => expect(select().findTrigger().getElement()).toHaveTextContent('Bea Keeper'));
    expect(submit().getElement()).toBeEnabled();
    expect(api.mock.calls.filter(([id]) => id === 'allotOptions')).toEqual([
      ['allotOptions', { query: { date: request.date, floor: request.floor, request: request._id } }],
    ]);
    await waitFor(() =>
      expect(api.mock.calls.filter(([id]) => id === 'schedule')).toEqual([
        ['schedule', { query: { roomKeeper: bea._id, date: request.date } }],
      ]),
    );
    // Act: the admin picks Ada instead, and allots.
    select().openDropdown();
    select().selectOptionByValue(ada._id);
    await waitFor(() => expect(select().findTrigger().getElement()).toHaveTextContent('Ada Keeper'));
    submit().click();
    // Assess
    expect(await screen.findByText('Request allotted to Ada Keeper.')).toBeInTheDocument();
    expect(api.mock.calls.filter(([id]) => id === 'allotRequest')).toEqual([
      ['allotRequest', { body: { id: request._id, roomKeeperId: ada._id } }],
    ]);
  });
});

describe('the allot dialog by minutes (issue 30)', () => {
  it('shows each keeper’s minutes against capacity, and asks before going over it', async () => {
    // Prepare: Ada has 410 of 420 minutes; the request would take her over. Bea is suggested.
    const full = { ...ada, minutes: 410, capacity: 420, overCapacity: true };
    const free = { ...bea, minutes: 20, capacity: 420, overCapacity: false };
    api.mockImplementation((routeId) =>
      Promise.resolve({ status: 200, data: routeId === 'allotOptions' ? [free, full] : [] }),
    );
    const request = makeRequest();
    await renderPage(<AllotDialog request={request} onDismiss={() => undefined} onDone={vi.fn()} />, {
      user: makeTestUser('admin'),
    });
    await waitFor(() => expect(select().findTrigger().getElement()).toHaveTextContent('Bea Keeper'));
    select().openDropdown();
    const options = select()
      .findDropdown()
      .findOptions()
      .map((option) => option.getElement().textContent);
    expect(options.join(' | ')).toContain('410 of 420 min planned');
    expect(options.join(' | ')).toContain('Over capacity');

    // Act: Ada is chosen; the first Allot warns, the second confirms.
    select().selectOptionByValue(ada._id);
    await waitFor(() => expect(select().findTrigger().getElement()).toHaveTextContent('Ada Keeper'));
    submit().click();
    expect(
      await screen.findByText(/Ada Keeper already has 410 of 420 minutes planned that day/),
    ).toBeInTheDocument();
    expect(api.mock.calls.filter(([id]) => id === 'allotRequest')).toEqual([]);
    expect(submit().getElement()).toHaveTextContent('Allot anyway');
    submit().click();

    // Assess
    await waitFor(() =>
      expect(api.mock.calls.filter(([id]) => id === 'allotRequest')).toEqual([
        ['allotRequest', { body: { id: request._id, roomKeeperId: ada._id, confirmOverCapacity: true } }],
      ]),
    );
  });
});

describe('the allot dialog’s day of the chosen keeper (issue 30)', () => {
  it('groups their rooms by building and floor in walking order, the request in its place', async () => {
    // Prepare: Bea's day, served out of order, in two buildings; the hostel spells them "Annex" and "Main".
    const slot = (id: string, room: string, floor: string, time: string, place: string) => ({
      _id: `30000000-0000-4000-8000-00000000000${id}`,
      room,
      floor,
      time,
      roomPlace: place,
    });
    const schedule = [
      slot('1', '204', '2', '09:00', 'main#000000002#000000204'),
      slot('2', '103', '1', '11:00', 'main#000000001#000000103'),
      slot('3', '12', '1', '08:00', 'annex#000000001#000000012'),
      slot('4', '101', '1', '14:00', 'main#000000001#000000101'),
    ];
    const floor = (building: string, number: string) => ({
      building,
      floor: number,
      rooms: 4,
      outOfService: 0,
    });
    api.mockImplementation((routeId) =>
      Promise.resolve({
        status: 200,
        data: {
          allotOptions: [ada, bea],
          schedule,
          listRooms: { data: [], floors: [floor('Annex', '1'), floor('Main', '1'), floor('Main', '2')] },
        }[routeId as string],
      }),
    );
    const request = makeRequest({ room: '110', floor: '10', roomPlace: 'main#000000010#000000110' });
    // Act
    await renderPage(<AllotDialog request={request} onDismiss={() => undefined} onDone={vi.fn()} />, {
      user: makeTestUser('admin'),
    });
    // Assess: building, floor (10 after 2), then room; the request being allotted is marked.
    const panel = await screen.findByRole('region', { name: /^Schedule on/ });
    await waitFor(() => expect(panel).toHaveTextContent('Annex · Floor 1'));
    const headings = within(panel)
      .getAllByText(/ · Floor /)
      .map((node) => node.textContent);
    expect(headings).toEqual(['Annex · Floor 1', 'Main · Floor 1', 'Main · Floor 2', 'Main · Floor 10']);
    expect([...panel.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      '08:00 room 12, floor 1',
      '14:00 room 101, floor 1',
      '11:00 room 103, floor 1',
      '09:00 room 204, floor 2',
      '09:30 room 110, floor 10 (this request)',
    ]);
    // Act: another keeper's day; the buildings' names are not read again.
    select().openDropdown();
    select().selectOptionByValue(ada._id);
    await waitFor(() =>
      expect(api.mock.calls.filter(([id]) => id === 'schedule')).toContainEqual([
        'schedule',
        { query: { roomKeeper: ada._id, date: request.date } },
      ]),
    );
    await waitFor(() => expect(panel).toHaveTextContent('Annex · Floor 1'));
    // Assess
    expect(api.mock.calls.filter(([id]) => id === 'listRooms')).toEqual([
      ['listRooms', { query: { limit: 1 } }],
    ]);
  });
});
